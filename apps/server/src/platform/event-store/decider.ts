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

/** The default branch of a `decide` switch: a forgotten command fails to compile. */
export function assertNever(value: never): never {
  throw new Error(`Unhandled case ${JSON.stringify(value)}`);
}
