import type { CommandUnit } from '../../../platform/event-store/unit-of-work';
import { pitchDecider, pitchStream } from '../domain/pitch.decider';

/** For other modules' decisions: the pitch exists and is offered (from its stream, in their unit). */
export async function pitchIsOffered(unit: CommandUnit, pitchId: string): Promise<boolean> {
  const { state } = await unit.load(pitchStream(pitchId), pitchDecider);
  return state.status === 'active';
}
