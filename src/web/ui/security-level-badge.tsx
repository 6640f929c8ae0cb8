import { SECURITY_LEVEL_LABELS, SECURITY_LEVEL_TONES } from '#shared/security-level';
import type { SecurityLevel } from '#shared/security-level';
import { ToneBadge } from './tone-badge';

export function SecurityLevelBadge({ level }: { level: string }) {
  const known = level in SECURITY_LEVEL_LABELS ? (level as SecurityLevel) : null;
  return (
    <ToneBadge tone={known ? SECURITY_LEVEL_TONES[known] : 'grey'}>
      {known ? SECURITY_LEVEL_LABELS[known] : level}
    </ToneBadge>
  );
}
