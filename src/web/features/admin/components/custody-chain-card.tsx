import { HANDOFF_KIND_LABELS } from '#shared/custody';
import type { RecordedHandoff } from '#shared/custody-schema';
import { formatDateTime } from '../../../lib/format';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card';
import { QueryState } from '../../../ui/query-state';
import { ToneBadge } from '../../../ui/tone-badge';
import { signatureUrl, useHandoffs } from '../api/get-handoffs';

/**
 * The handoffs a crew recorded in the field, oldest first (decision 072): who signed, the seals,
 * where and with what accuracy, and both times, the device's and ours. A broken seal and a
 * position far from the route stand out.
 */
export function CustodyChainCard({ shipmentId }: { shipmentId: string }) {
  const handoffs = useHandoffs(shipmentId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Chain of Custody</CardTitle>
        <CardDescription>Handoffs recorded by our crews in the field.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={handoffs}
          loadingText="Loading the chain of custody..."
          errorTitle="The chain of custody could not be loaded"
        >
          {(chain) =>
            chain.length === 0 ? (
              <p className="text-muted-foreground">No handoffs recorded in the field yet.</p>
            ) : (
              <ol className="grid gap-4">
                {chain.map((handoff) => (
                  <HandoffEntry key={handoff.id} handoff={handoff} />
                ))}
              </ol>
            )
          }
        </QueryState>
      </CardContent>
    </Card>
  );
}

function HandoffEntry({ handoff }: { handoff: RecordedHandoff }) {
  return (
    <li className="grid gap-2 border-l-2 border-border pl-4 sm:grid-cols-[1fr_auto]">
      <div className="grid gap-1 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{HANDOFF_KIND_LABELS[handoff.kind]}</span>
          {handoff.seals_broken && <ToneBadge tone="red">Broken seal</ToneBadge>}
          {handoff.far_from_route && <ToneBadge tone="orange">Far from route</ToneBadge>}
        </div>
        <p>Signed by {handoff.signer_name}</p>
        <p>
          Seals:{' '}
          {handoff.seal_numbers.length > 0 ? handoff.seal_numbers.join(', ') : 'none recorded'}
        </p>
        <p>
          At {handoff.latitude.toFixed(5)}, {handoff.longitude.toFixed(5)} (within{' '}
          {Math.round(handoff.accuracy_m)} m)
        </p>
        <p className="text-xs text-muted-foreground">
          On the device{' '}
          <time dateTime={handoff.device_time}>{formatDateTime(handoff.device_time)}</time>;
          received <time dateTime={handoff.received_at}>{formatDateTime(handoff.received_at)}</time>
          {handoff.photo_count > 0 &&
            `; ${handoff.photo_count} photo${handoff.photo_count === 1 ? '' : 's'}`}
        </p>
      </div>
      <img
        src={signatureUrl(handoff.id)}
        alt={`Signature of ${handoff.signer_name}`}
        loading="lazy"
        className="h-16 w-48 rounded border border-border bg-white object-contain"
      />
    </li>
  );
}
