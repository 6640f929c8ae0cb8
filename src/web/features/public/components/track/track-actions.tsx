import { lazy, Suspense, useState } from 'react';
import { Camera, Download, LoaderCircle } from 'lucide-react';
import { Link } from 'react-router';
import { ApiError } from '../../../../lib/api';
import { loginPathReturningTo } from '../../../../lib/safe-redirect';
import { useSession } from '../../../../session/get-session';
import { Button } from '../../../../ui/button';
import { pluralize } from '#shared/pluralize';
import { useOpenedDialog } from '../../../../lib/use-opened-dialog';
import { toast } from '../../../../ui/use-toast';
import { useDownloadReceipt } from '../../api/download-receipt';
import { ReportIssue } from './report-issue';
import { TrackCard } from './track-card';

/**
 * The photo gallery (with radix Dialog) comes when a signed-in visitor points at, focuses or clicks
 * View Photos: a tracking answer's first load does without it (decision 037).
 */
const loadShipmentPhotosDialog = () => import('../../../../lib/shipment-photos-dialog');
const ShipmentPhotosDialog = lazy(async () => ({
  default: (await loadShipmentPhotosDialog()).ShipmentPhotosDialog,
}));

/** What a visitor is asked to sign in for, in the words of the prompt. */
const SIGN_IN_FOR = {
  receipt: {
    why: "Receipts are for the shipment's client.",
    link: 'Sign in to download the receipt',
  },
  photos: {
    why: "Custody photos are for the shipment's client.",
    link: 'Sign in to view the photos',
  },
} as const;

type TrackActionsProps = { trackingNumber: string; photoCount: number };

export function TrackActions({ trackingNumber, photoCount }: TrackActionsProps) {
  const { user } = useSession();
  const download = useDownloadReceipt();
  const [askToSignIn, setAskToSignIn] = useState<keyof typeof SIGN_IN_FOR | null>(null);
  const photos = useOpenedDialog<true>();
  const loadPhotosForClient = () => void (user && loadShipmentPhotosDialog());

  function openPhotos(opener: HTMLElement) {
    if (!user) setAskToSignIn('photos');
    else photos.open(true, opener);
  }

  function downloadReceipt() {
    if (!user) {
      setAskToSignIn('receipt');
      return;
    }
    download.mutate(trackingNumber, {
      onSuccess: ({ fileName }) =>
        toast({
          title: 'Receipt Downloaded',
          description: `The signed receipt for ${trackingNumber} was saved as ${fileName}.`,
        }),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) setAskToSignIn('receipt');
        toast({
          title: 'Receipt Not Available',
          description:
            error instanceof ApiError ? error.message : 'The receipt could not be downloaded.',
          variant: 'destructive',
        });
      },
    });
  }

  const asked = askToSignIn && !user ? SIGN_IN_FOR[askToSignIn] : null;
  return (
    <TrackCard id="track-actions-heading" title="Actions">
      <div className="grid gap-3">
        <div className="grid gap-1">
          <Button
            variant="outline"
            className="justify-start"
            aria-describedby="photo-count"
            aria-haspopup="dialog"
            aria-expanded={photos.what !== null}
            onPointerEnter={loadPhotosForClient}
            onFocus={loadPhotosForClient}
            onClick={(event) => openPhotos(event.currentTarget)}
          >
            <Camera aria-hidden="true" />
            View Photos
          </Button>
          {photos.what && (
            <Suspense fallback={null}>
              <ShipmentPhotosDialog
                trackingNumber={trackingNumber}
                open
                onOpenChange={(open) => !open && photos.close()}
              />
            </Suspense>
          )}
          <p id="photo-count" className="text-sm text-muted-foreground">
            {pluralize(photoCount, 'custody photo')}
          </p>
        </div>
        <Button
          variant="outline"
          className="justify-start"
          onClick={downloadReceipt}
          disabled={download.isPending}
        >
          {download.isPending ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <Download aria-hidden="true" />
          )}
          {download.isPending ? 'Preparing Receipt…' : 'Download Receipt'}
        </Button>
        {asked && (
          <p role="status" className="text-sm text-muted-foreground">
            {asked.why}{' '}
            <Link
              to={loginPathReturningTo(`/track?number=${encodeURIComponent(trackingNumber)}`)}
              className="font-medium text-accent-text underline underline-offset-4"
            >
              {asked.link}
            </Link>
          </p>
        )}
        <ReportIssue trackingNumber={trackingNumber} />
      </div>
    </TrackCard>
  );
}
