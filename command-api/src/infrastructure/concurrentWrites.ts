import { Either } from "effect";
import { Conflict, message, type DomainError } from "@wellbeing/domain";
import { WrongExpectedRevision } from "@wellbeing/platform";

/** For streams many people write at once (a session's registrations and submissions): more tries, spread out. */
export interface Contention {
  readonly maxAttempts: number;
  readonly maxBackoffMs: number;
}

const MAX_ATTEMPTS = 4;

/**
 * The retry of ARCHITECTURE.md's command loop: an attempt reads, decides and appends at the revisions
 * it read; a WrongExpectedRevision means another write landed in between, so it runs again (a little
 * apart under contention), and after the last try the caller is answered a conflict.
 */
export const retryConcurrentWrites = async <T>(
  attempt: () => Promise<Either.Either<T, DomainError>>,
  contention?: Contention,
): Promise<Either.Either<T, DomainError>> => {
  const maxAttempts = contention?.maxAttempts ?? MAX_ATTEMPTS;
  for (let tried = 1; ; tried += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof WrongExpectedRevision)) throw error;
      if (tried >= maxAttempts) return Either.left(new Conflict({ reason: message("product.concurrentChange") }));
      if (contention) await new Promise((resolve) => setTimeout(resolve, Math.random() * contention.maxBackoffMs));
    }
  }
};
