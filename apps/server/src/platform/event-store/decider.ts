import type { EventStore } from './event-store';
import type { EventContext, NewEvent } from './event-types';

/** A fact as a decider sees it: its type and payload (stream bookkeeping stripped). */
export interface DomainEvent<TType extends string = string, TData = unknown> {
  type: TType;
  data: TData;
}

/**
 * A stream's business rules as pure functions (emmett style): `evolve` folds past events into
 * state, `decide` turns a command and the state into new events or throws a typed AppError.
 * No I/O and no clock inside: what the decision needs (time, ids) travels in the command.
 */
export interface Decider<State, Command, Event extends DomainEvent> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[];
}

export function foldEvents<State, Event extends DomainEvent>(
  decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>,
  events: Event[],
): State {
  return events.reduce(decider.evolve, decider.initialState());
}

export interface StreamRef {
  streamId: string;
  streamType: string;
}

/**
 * Load → decide → append with the version that was read. Two callers deciding on the same
 * stream at once: one append wins, the other gets a StreamVersionConflictError (409).
 */
export async function executeOnStream<State, Command, Event extends DomainEvent>(
  store: EventStore,
  stream: StreamRef,
  decider: Decider<State, Command, Event>,
  command: Command,
  context: EventContext,
): Promise<{ events: Event[]; state: State; positions: number[] }> {
  const past = await store.readStream(stream.streamId);
  const state = foldEvents(decider, past as unknown as Event[]);
  const events = decider.decide(command, state);
  const result = await store.append(
    stream.streamId,
    stream.streamType,
    past.length === 0 ? 0 : past[past.length - 1].version,
    events as NewEvent[],
    context,
  );
  const next = events.reduce(decider.evolve, state);
  return { events, state: next, positions: result.positions };
}

/** The default branch of a `decide` switch: a forgotten command fails to compile. */
export function assertNever(value: never): never {
  throw new Error(`Unhandled case ${JSON.stringify(value)}`);
}
