import type { ReactNode } from 'react';
import { PhotoGalleryDialog } from '../ui/photo-gallery';
import { useShipmentPhotos } from './get-shipment-photos';

type ShipmentPhotosDialogProps = {
  trackingNumber: string;
  /** See PhotoGalleryDialog's: /track opens it without one, once its chunk has come. */
  trigger?: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The custody photos of one shipment in the gallery (on /track and in the portal). */
export function ShipmentPhotosDialog({
  trackingNumber,
  trigger,
  open,
  onOpenChange,
}: ShipmentPhotosDialogProps) {
  const photos = useShipmentPhotos(trackingNumber, open);
  return (
    <PhotoGalleryDialog
      trigger={trigger}
      open={open}
      onOpenChange={onOpenChange}
      title={`Custody Photos of ${trackingNumber}`}
      photos={photos.data?.photos}
      pending={photos.isPending}
      error={photos.error}
      onRetry={() => void photos.refetch()}
      retrying={photos.isFetching}
    />
  );
}
