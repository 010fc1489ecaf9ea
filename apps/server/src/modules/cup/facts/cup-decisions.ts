import type { CommandUnit } from '../../../platform/event-store/unit-of-work';
import type { CupCommand } from '../domain/cup.commands';
import { cupDecider } from '../domain/cup.decider';
import { cupErrors } from '../domain/cup.errors';
import type { CupEvent } from '../domain/cup.events';
import { type CupState, cupStream, teamsStillIn } from '../domain/cup.state';

/**
 * `unique_keys` scope `cup-entry`, value = team id, owned by the cup stream: a team plays in one
 * unfinished cup at a time (its tie to play is found from it by a cup challenge). Claimed on
 * entry, released when the team is withdrawn, goes out, or the cup ends or is cancelled.
 */
export const CUP_ENTRY_SCOPE = 'cup-entry';

/**
 * Every decision on a cup stream, inside the caller's unit of work: row-locks the stream first,
 * so concurrent decisions on one cup (two semifinals verified at the same moment) run one after
 * the other and each decides on the state the other left; then keeps the `cup-entry` claims in
 * step with the teams still in the cup.
 */
export async function decideOnCup(
  unit: CommandUnit,
  cupId: string,
  command: CupCommand,
): Promise<{ events: CupEvent[]; before: CupState; after: CupState }> {
  const stream = cupStream(cupId);
  await unit.lock(stream.streamId);
  const { state, version } = await unit.load(stream, cupDecider);
  const events = cupDecider.decide(command, state);
  await unit.append(stream, version, events);
  const after = events.reduce(cupDecider.evolve, state);
  const was = new Set(teamsStillIn(state));
  const is = new Set(teamsStillIn(after));
  for (const teamId of [...is].filter((t) => !was.has(t)).sort()) {
    await unit.claim(CUP_ENTRY_SCOPE, teamId, stream.streamId, cupErrors.inAnotherCup);
  }
  for (const teamId of [...was].filter((t) => !is.has(t)).sort()) {
    await unit.release(CUP_ENTRY_SCOPE, teamId, stream.streamId);
  }
  return { events, before: state, after };
}
