import { FileDown } from 'lucide-react';
import type { ReactNode } from 'react';
import type { RequestDetail } from '#shared/request-schema';
import { REQUEST_KIND_LABELS } from '#shared/requests';
import { paperSizeOfThisBrowser } from '../lib/paper-size';
import { BookingDescriptionList } from './booking-description-list';
import { buttonVariants } from './button';
import { Card, CardContent, CardHeader, CardTitle } from './card';
import { PageHeader } from './page-header';
import { RequestHistory } from './request-history';
import { ReleaseDescriptionList } from './release-description-list';
import { RequestStateBadge } from './request-state-badge';
import { VisitDescriptionList } from './visit-description-list';

/**
 * One request as the portal and the admin area both show it: what was asked and its history,
 * beside a card of where it stands and what the reader may do (`side`).
 */
export function RequestView({
  request,
  asker,
  sideTitle,
  side,
  quoteHref,
}: {
  request: RequestDetail;
  /** Where the booking's signed quote downloads from, when it has one. */
  quoteHref?: string;
  /** Who asked, after the kind in the description; the portal's reader knows. */
  asker?: string;
  sideTitle: string;
  side: ReactNode;
}) {
  const from = asker ? ` from ${asker}` : '';
  return (
    <>
      <PageHeader
        title={`Request ${request.number}`}
        description={`${REQUEST_KIND_LABELS[request.kind]}${from}: ${request.summary}.`}
        actions={<RequestStateBadge state={request.state} />}
      />
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="grid content-start gap-6">
          {request.booking ? (
            <Card>
              <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
                <CardTitle>Booking</CardTitle>
                {quoteHref && request.quote_id ? (
                  <a
                    href={`${quoteHref}?size=${paperSizeOfThisBrowser()}`}
                    download
                    className={buttonVariants({ variant: 'outline', size: 'sm' })}
                  >
                    <FileDown aria-hidden="true" />
                    Download quote (PDF)
                  </a>
                ) : null}
              </CardHeader>
              <CardContent>
                <BookingDescriptionList booking={request.booking} />
              </CardContent>
            </Card>
          ) : null}
          {request.release ? (
            <Card>
              <CardHeader>
                <CardTitle>Release</CardTitle>
              </CardHeader>
              <CardContent>
                <ReleaseDescriptionList release={request.release} />
              </CardContent>
            </Card>
          ) : null}
          {request.visit ? (
            <Card>
              <CardHeader>
                <CardTitle>Visit</CardTitle>
              </CardHeader>
              <CardContent>
                <VisitDescriptionList visit={request.visit} />
              </CardContent>
            </Card>
          ) : null}
          <section aria-labelledby="request-history-heading" className="grid gap-3">
            <h2 id="request-history-heading" className="text-xl font-semibold">
              History
            </h2>
            <RequestHistory events={request.events} />
          </section>
        </div>
        <Card className="content-start self-start">
          <CardHeader>
            <CardTitle>{sideTitle}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-6">{side}</CardContent>
        </Card>
      </div>
    </>
  );
}
