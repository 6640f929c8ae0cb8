import { REQUEST_STATE_LABELS, REQUEST_STATE_TONES, type RequestState } from '#shared/requests';
import { ToneBadge } from './tone-badge';

/** A request's state in its label and colour, the same in the portal and the admin area. */
export function RequestStateBadge({ state }: { state: RequestState }) {
  return <ToneBadge tone={REQUEST_STATE_TONES[state]}>{REQUEST_STATE_LABELS[state]}</ToneBadge>;
}
