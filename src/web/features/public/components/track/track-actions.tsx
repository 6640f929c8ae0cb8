import { useState } from 'react';
import { Camera, Download, LoaderCircle } from 'lucide-react';
import { Link } from 'react-router';
import { ApiError } from '../../../../lib/api';
import { loginPathReturningTo } from '../../../../lib/safe-redirect';
import { useSession } from '../../../../session/get-session';
import { Button } from '../../../../ui/button';
import { toast, toastNotImplemented } from '../../../../ui/use-toast';
import { useDownloadReceipt } from '../../api/download-receipt';
import { ReportIssue } from './report-issue';
import { TrackCard } from './track-card';

// Placeholders the spec keeps as a notice until a later issue makes them real (DESIGN.md §5.12).
const PLACEHOLDERS = [{ icon: Camera, label: 'View Photos' }];

export function TrackActions({ trackingNumber }: { trackingNumber: string }) {
  const { user } = useSession();
  const download = useDownloadReceipt();
  const [askToSignIn, setAskToSignIn] = useState(false);

  function downloadReceipt() {
    if (!user) {
      setAskToSignIn(true);
      return;
    }
    download.mutate(trackingNumber, {
      onSuccess: ({ fileName }) =>
        toast({
          title: 'Receipt Downloaded',
          description: `The signed receipt for ${trackingNumber} was saved as ${fileName}.`,
        }),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) setAskToSignIn(true);
        toast({
          title: 'Receipt Not Available',
          description:
            error instanceof ApiError ? error.message : 'The receipt could not be downloaded.',
          variant: 'destructive',
        });
      },
    });
  }

  const [photos] = PLACEHOLDERS.map(({ icon: Icon, label }) => (
    <Button key={label} variant="outline" className="justify-start" onClick={toastNotImplemented}>
      <Icon aria-hidden="true" />
      {label}
    </Button>
  ));

  return (
    <TrackCard id="track-actions-heading" title="Actions">
      <div className="grid gap-3">
        {photos}
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
        {askToSignIn && !user && (
          <p role="status" className="text-sm text-muted-foreground">
            Receipts are for the shipment&apos;s client.{' '}
            <Link
              to={loginPathReturningTo(`/track?number=${encodeURIComponent(trackingNumber)}`)}
              className="font-medium text-accent-text underline underline-offset-4"
            >
              Sign in to download the receipt
            </Link>
          </p>
        )}
        <ReportIssue trackingNumber={trackingNumber} />
      </div>
    </TrackCard>
  );
}
