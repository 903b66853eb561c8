import { Either } from "effect";
import { expect } from "vitest";
import { foldEvents, type Decider } from "../shared/decider";

/**
 * Reads a decider test as a story: given past events, when a command arrives, then these
 * events are recorded (or this error is answered).
 */
export const givenWhenThen = <Command, Event, State, Error>(decider: Decider<Command, Event, State, Error>) => ({
  given: (...history: Event[]) => ({
    when: (command: Command) => {
      const result = decider.decide(command, foldEvents(decider, history));
      return {
        then: (...expected: Event[]) => {
          if (Either.isLeft(result)) throw new Error(`expected events, got ${JSON.stringify(result.left)}`);
          expect(result.right).toEqual(expected);
        },
        thenFails: (expected: Partial<Error> & object) => {
          if (Either.isRight(result)) throw new Error(`expected a failure, got ${JSON.stringify(result.right)}`);
          expect(result.left).toMatchObject(expected);
        },
      };
    },
  }),
});
