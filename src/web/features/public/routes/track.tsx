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
import { useDrawnAfterHydration } from '../../../lib/hydration';
import { isMissing } from '../../../lib/missing-as-null';
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

/**
 * `lookup` counts the loader's answers, so each answer is drawn as an element of its own, brought
 * into view as it is drawn; live updates of the same answer keep it where it is.
 */
type TrackLoaderData = { tracking: PublicTracking | null; lookup: number };
let lookups = 0;

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
export async function trackLoader(args: LoaderFunctionArgs): Promise<TrackLoaderData> {
  return { tracking: await lookUp(args), lookup: ++lookups };
}

async function lookUp({ request }: LoaderFunctionArgs): Promise<PublicTracking | null> {
  const number = normalizeTrackingNumber(new URL(request.url).searchParams.get(NUMBER_PARAM) ?? '');
  if (!number) return null;
  // A number that cannot exist is not sent: it would only spend the visitor's lookup budget.
  if (!isWellFormedTrackingNumber(number)) {
    toast(NOT_FOUND_TOAST);
    return null;
  }
  try {
    const [tracking] = await Promise.all([getTracking(number), loadTrackResult()]);
    toast({
      title: 'Shipment Found',
      description: `Tracking information loaded for ${tracking.tracking_number}`,
    });
    return tracking;
  } catch (error) {
    toast(failureToast(error));
    return null;
  }
}

function failureToast(error: unknown) {
  if (isMissing(error)) {
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

/**
 * Each answer is brought to the top of the screen as it is drawn, clear of the toast that announces
 * it at the bottom (the toast would otherwise sit on the status or the carrier). In the next frame:
 * scrolling at once would lay the page out inside the task that drew the answer, making one task
 * of the two (Lighthouse counts every task over 50 ms as blocking).
 */
function bringIntoView(answer: HTMLDivElement | null) {
  if (!answer) return;
  requestAnimationFrame(() => {
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    answer.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
  });
}

export function TrackPage() {
  const { tracking: loaded, lookup } = useLoaderData<TrackLoaderData>();
  const { tracking, refreshes } = useLiveTracking(loaded);
  const [searchParams, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const pending = navigation.state === 'loading' && navigation.location.pathname === '/track';
  const answerDrawn = useDrawnAfterHydration() && Boolean(tracking && trackResult);

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
          {answerDrawn && tracking && trackResult && (
            <div key={lookup} ref={bringIntoView}>
              <trackResult.TrackResult tracking={tracking} />
            </div>
          )}
          <p className="sr-only" role="status">
            {refreshes > 0 && tracking
              ? `Tracking updated: ${describeShipmentStatus(tracking.status).label}`
              : ''}
          </p>
        </div>
        {/* Drawn anew under an answer, as the whole page was when the app drew it over the page
            drawn for /track: it moves down either way, and as a new element it is not reported as
            a shifted one. */}
        <TrackFeatures key={answerDrawn ? 'under-answer' : 'alone'} />
      </div>
    </>
  );
}
