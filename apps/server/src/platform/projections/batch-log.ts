import type { StoredEvent } from '../event-store/event-types';
import type { Logger } from '../logging/logger';
import type { BatchOutcome } from './batch-outcome';

/** A batch's log line lists at most this many correlation ids (a catch-up batch has hundreds). */
const MAX_LOGGED_IDS = 20;

/** The distinct correlation ids of a batch's events, in log order. */
export function correlationIdsOf(events: StoredEvent[]): string[] {
  return [...new Set(events.map((event) => event.metadata.correlationId))];
}

/**
 * One debug line per applied batch with the requests it carried out (their correlation ids),
 * so a request can be followed from the API's lines to the projections that applied it.
 * Failed batches are logged by the daemon: their error names the poison event's correlation id.
 */
export function logAppliedBatch(logger: Logger, projection: string, outcome: BatchOutcome): void {
  if (outcome.kind !== 'applied' || !logger.enabled('debug')) return;
  const ids = outcome.correlationIds;
  logger.debug('projection batch applied', {
    projection,
    count: outcome.count,
    position: outcome.position,
    correlationIds: ids.slice(0, MAX_LOGGED_IDS),
    ...(ids.length > MAX_LOGGED_IDS ? { moreCorrelationIds: ids.length - MAX_LOGGED_IDS } : {}),
  });
}
