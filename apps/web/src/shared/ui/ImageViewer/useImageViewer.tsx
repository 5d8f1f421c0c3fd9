/**
 * The "open the viewer on these pictures" API:
 *
 *   const { openImageViewer, imageViewer } = useImageViewer();
 *   …
 *   <img onClick={() => openImageViewer(urls, 2)} />
 *   {imageViewer}
 *
 * `openImageViewer(images, index?)` takes one address or a list, opens on `index` (the first
 * image when absent); `imageViewer` is the element to render anywhere in the caller's tree.
 */
import { type ReactNode, useCallback, useState } from 'react';
import { ImageViewer } from './ImageViewer';

interface OpenViewer {
  images: string | readonly string[];
  index: number | undefined;
  description: string | undefined;
  /** bumped on every opening, so opening again while open starts afresh */
  serial: number;
}

export interface ImageViewerHandle {
  openImageViewer: (images: string | readonly string[], index?: number, description?: string) => void;
  closeImageViewer: () => void;
  imageViewer: ReactNode;
}

export function useImageViewer(): ImageViewerHandle {
  const [viewer, setViewer] = useState<OpenViewer | null>(null);
  const openImageViewer = useCallback((images: string | readonly string[], index?: number, description?: string) => {
    setViewer((current) => ({ images, index, description, serial: (current?.serial ?? 0) + 1 }));
  }, []);
  const closeImageViewer = useCallback(() => setViewer(null), []);
  return {
    openImageViewer,
    closeImageViewer,
    imageViewer: (
      <ImageViewer
        key={viewer?.serial ?? 0}
        open={viewer !== null}
        images={viewer?.images ?? []}
        initialIndex={viewer?.index}
        description={viewer?.description}
        onClose={closeImageViewer}
      />
    ),
  };
}
