import type { AttachedFile } from '@clearlot/contract/schemas/file';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useImageViewer } from '../../../shared/ui/ImageViewer/useImageViewer';
import { storedFileAddress } from '@clearlot/browser/files/storedFileAddress';

/** The photos the buyer sent with a request, as thumbnails that open the image viewer (its texts are the detail namespace's). */
export function RequestPhotos({ photos, 'data-testid': testId }: { photos: AttachedFile[]; 'data-testid': string }) {
  const { t } = useTranslation('requests');
  const { openImageViewer, imageViewer } = useImageViewer();
  const addresses = photos.map((photo) => storedFileAddress(photo.url));
  return (
    <div className="request-photos" role="group" aria-label={t('detail.photos')} data-testid={testId}>
      {addresses.map((address, index) => (
        <button key={address} type="button" className="request-photos__photo" onClick={() => openImageViewer(addresses, index)}>
          <img src={address} alt={t('detail.photoAlt', { index: index + 1 })} width={72} height={72} loading="lazy" />
        </button>
      ))}
      {imageViewer}
    </div>
  );
}
