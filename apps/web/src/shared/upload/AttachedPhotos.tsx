import type { AttachedFile } from '@clearlot/contract/schemas/file';
import { useImageViewer } from '../ui/ImageViewer/useImageViewer';
import { photoAddress } from './photoUploadModel';
import './attachedPhotos.css';

interface AttachedPhotosProps {
  photos: readonly AttachedFile[];
  /** what the photos are ("Evidence photos"), naming the group and the viewer's pictures */
  label: string;
  /** each thumbnail's alternative text, from its place in the list (1, 2, …) */
  alt: (index: number) => string;
  'data-testid'?: string;
}

/**
 * A record's photos (a review's, a complaint's) as 72 px thumbnails; each is a button that opens the
 * image viewer on it, previous and next going through the others.
 */
export function AttachedPhotos({ photos, label, alt, 'data-testid': testId }: AttachedPhotosProps) {
  const { openImageViewer, imageViewer } = useImageViewer();
  if (photos.length === 0) return null;
  const addresses = photos.map(photoAddress);
  return (
    <>
      <ul className="attached-photos" aria-label={label} data-testid={testId}>
        {addresses.map((address, index) => (
          <li key={address}>
            <button type="button" className="attached-photos__photo" onClick={() => openImageViewer(addresses, index, label)}>
              <img src={address} alt={alt(index + 1)} width={72} height={72} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      {imageViewer}
    </>
  );
}
