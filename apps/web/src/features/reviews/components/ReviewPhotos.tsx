import { Image } from 'antd';
import type { AttachedFile } from '@clearlot/contract/schemas/file';
import { storedFileAddress } from '../../../shared/upload/storedFileAddress';

/** A review's or complaint's photos as thumbnails that open antd's preview (previous/next through the group). */
export function ReviewPhotos({ photos, label, alt }: { photos: readonly AttachedFile[]; label: string; alt: (index: number) => string }) {
  if (photos.length === 0) return null;
  return (
    <div className="review-photos" role="group" aria-label={label} data-testid="review-photos">
      <Image.PreviewGroup>
        {photos.map((photo, index) => (
          <Image key={photo.url} src={storedFileAddress(photo.url)} width={72} height={72} alt={alt(index + 1)} />
        ))}
      </Image.PreviewGroup>
    </div>
  );
}
