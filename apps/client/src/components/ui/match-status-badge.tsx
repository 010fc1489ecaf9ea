import { MATCH_STATUS, matchStatusName } from '@liga/contracts';
import { Badge, type BadgeTone } from './badge';

/** Pending yellow, accepted green, cancelled red, finished blue (spec section 4). */
const TONES: Record<number, BadgeTone> = {
  [MATCH_STATUS.pending]: 'warning',
  [MATCH_STATUS.pendingAlt]: 'warning',
  [MATCH_STATUS.accepted]: 'success',
  [MATCH_STATUS.cancelled]: 'danger',
  [MATCH_STATUS.finished]: 'info',
};

export function MatchStatusBadge({ statusId }: { statusId: number }) {
  return <Badge tone={TONES[statusId] ?? 'neutral'}>{matchStatusName(statusId)}</Badge>;
}
