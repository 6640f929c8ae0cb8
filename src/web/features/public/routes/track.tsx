import { useEffect, useRef } from 'react';
import {
  useLoaderData,
  useNavigation,
  useSearchParams,
  type LoaderFunctionArgs,
} from 'react-router';
import {
  INVALID_TRACKING_NUMBER_MESSAGE,
  isWellFormedTrackingNumber,
  normalizeTrackingNumber,
} from '#shared/tracking';
import type { PublicTracking } from '#shared/tracking-answer';
import { describeShipmentStatus } from '#shared/shipment-status';
import { ApiError } from '../../../lib/api';
import { PageMeta } from '../../../lib/page-meta';
import { toast } from '../../../ui/use-toast';
import { getTracking } from '../api/get-tracking';
import { useLiveTracking } from '../api/use-live-tracking';
import { PageHero } from '../components/shared/page-hero';
import { TrackFeatures } from '../components/track/track-features';
import { TrackForm } from '../components/track/track-form';
import type { TrackResult as TrackResultCards } from '../components/track/track-result';

const NUMBER_PARAM = 'number';

const NOT_FOUND_TOAST = {
  title: 'Shipment Not Found',
  description: 'Please check your tracking number and try again.',
  variant: 'destructive',
} as const;

type TrackLoaderData = { tracking: PublicTracking | null };

// The answer's cards (timeline, photos, receipt, Report Issue with its form) are a chunk of their
// own: the page's first load is the form. The loader fetches them beside the answer and answers
// only once both are here, so a tracking is never drawn without its cards (nothing shifts).
let trackResult: { TrackResult: typeof TrackResultCards } | undefined;
async function loadTrackResult() {
  trackResult ??= await import('../components/track/track-result');
}

/**
 * The address holds the number being tracked (/track?number=OTC…), so a lookup can be shared and
 * every lookup, typed or arrived at, is this one loader.
 */
export async function trackLoader({ request }: LoaderFunctionArgs): Promise<TrackLoaderData> {
  const number = normalizeTrackingNumber(new URL(request.url).searchParams.get(NUMBER_PARAM) ?? '');
  if (!number) return { tracking: null };
  // A number that cannot exist is not sent: it would only spend the visitor's lookup budget.
  if (!isWellFormedTrackingNumber(number)) {
    toast(NOT_FOUND_TOAST);
    return { tracking: null };
  }
  try {
    const [tracking] = await Promise.all([getTracking(number), loadTrackResult()]);
    toast({
      title: 'Shipment Found',
      description: `Tracking information loaded for ${tracking.tracking_number}`,
    });
    return { tracking };
  } catch (error) {
    toast(failureToast(error));
    return { tracking: null };
  }
}

function failureToast(error: unknown) {
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
    return NOT_FOUND_TOAST;
  }
  return {
    title: 'Error',
    description:
      error instanceof ApiError && error.status === 429
        ? error.message
        : 'An error occurred while fetching shipment data.',
    variant: 'destructive',
  } as const;
}

export function TrackPage() {
  const { tracking: loaded } = useLoaderData<TrackLoaderData>();
  const { tracking, refreshes } = useLiveTracking(loaded);
  const [searchParams, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const pending = navigation.state === 'loading' && navigation.location.pathname === '/track';
  const result = useRef<HTMLDivElement>(null);

  // Each answer is brought to the top of the screen, clear of the toast that announces it at the
  // bottom (the toast would otherwise sit on the status or the carrier).
  useEffect(() => {
    if (!loaded) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    result.current?.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
  }, [loaded]);

  function track(input: string) {
    const number = normalizeTrackingNumber(input);
    if (!number) {
      toast({
        title: 'Missing Tracking Number',
        description: INVALID_TRACKING_NUMBER_MESSAGE,
        variant: 'destructive',
      });
      return;
    }
    // The page stays where it is until the answer comes, which is then brought into view.
    setSearchParams({ [NUMBER_PARAM]: number }, { preventScrollReset: true });
  }

  return (
    <>
      <PageMeta
        title="Track Shipment"
        description="Track an Orion Transit & Custody shipment by its tracking number: status, route and timeline."
      />
      <PageHero eyebrow="Shipment Tracking" title="Track Your Shipment">
        <p>
          Enter your tracking number to see where your shipment is, its security level and every
          checkpoint on its way.
        </p>
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-16 px-4 pb-20 sm:px-6 lg:px-8">
        <div className="-mt-8 grid gap-10">
          <TrackForm
            initialNumber={searchParams.get(NUMBER_PARAM) ?? ''}
            pending={pending}
            onTrack={track}
          />
          {tracking && trackResult && (
            <div ref={result}>
              <trackResult.TrackResult tracking={tracking} />
            </div>
          )}
          <p className="sr-only" role="status">
            {refreshes > 0 && tracking
              ? `Tracking updated: ${describeShipmentStatus(tracking.status).label}`
              : ''}
          </p>
        </div>
        <TrackFeatures />
      </div>
    </>
  );
}
