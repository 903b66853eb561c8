import type { Either } from "effect";

/**
 * One aggregate: pure state folding and pure decisions. No clock, no random ids, no I/O:
 * handlers pass `now` and new ids in with the command.
 */
export interface Decider<Command, Event, State, Error> {
  readonly initialState: State;
  readonly evolve: (state: State, event: Event) => State;
  readonly decide: (command: Command, state: State) => Either.Either<ReadonlyArray<Event>, Error>;
}

export const foldEvents = <Event, State>(decider: Pick<Decider<unknown, Event, State, unknown>, "initialState" | "evolve">, events: Iterable<Event>): State => {
  let state = decider.initialState;
  for (const event of events) state = decider.evolve(state, event);
  return state;
};
