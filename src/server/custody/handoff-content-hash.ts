import { createHash } from 'node:crypto';
import type { Handoff } from '#shared/custody-schema';

/**
 * What a handoff's device sent, as one SHA-256: its fields in a fixed order and its files' own
 * hashes. The same device id with another hash is a replay with other content, and is refused
 * (decision 072); the demo's handoffs are hashed the same way, so they answer a replay alike.
 */
export function handoffContentHash(
  handoff: Pick<
    Handoff,
    | 'device_id'
    | 'kind'
    | 'seal_numbers'
    | 'signer_name'
    | 'latitude'
    | 'longitude'
    | 'accuracy_m'
    | 'device_time'
    | 'to_crew_id'
    | 'to_vehicle_id'
  >,
  signature: Uint8Array,
  photos: readonly Uint8Array[],
): string {
  const digest = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
  const fields = [
    handoff.device_id,
    handoff.kind,
    handoff.seal_numbers.join(','),
    handoff.signer_name,
    handoff.latitude,
    handoff.longitude,
    handoff.accuracy_m,
    new Date(handoff.device_time).toISOString(),
    handoff.to_crew_id ?? '',
    handoff.to_vehicle_id ?? '',
  ];
  return createHash('sha256')
    .update(JSON.stringify([fields, digest(signature), photos.map(digest)]))
    .digest('hex');
}
