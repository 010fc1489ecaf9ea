import type { Principal } from '../../../platform/auth/principal';
import type { EventContext } from '../../../platform/event-store/event-types';

/** What every cup command carries: who, which cup, the event context and (system only) its instant. */
export abstract class CupCommandBase {
  constructor(
    readonly actor: Principal,
    readonly cupId: string,
    readonly context: EventContext,
    /** A system command's own instant (the demo's timeline); never set from a request. */
    readonly at?: Date,
  ) {}
}

export interface CupCommandDto {
  id: string;
  message: string;
}
