import { evolveStanding, initialStanding, tokenStanding, userStream, type PersonStanding, type TokenStanding } from "@wellbeing/domain";
import { toDomainEvent } from "../eventStore/domainEvents";
import type { EventStore } from "../eventStore/port";
import type { Caller } from "./tokens";

interface Cached {
  readonly standing: PersonStanding;
  /** The first revision of the user stream not folded into `standing` yet. */
  readonly nextRevision: bigint;
}

const DEFAULT_MAX_PEOPLE = 10_000;

/**
 * Judges session tokens against their person's own user stream, never a read model: a command
 * appends to that stream before it answers, so who a cookie belongs to can't lag the person's
 * own writes (sign-up, log out, a new password), and a stalled projector can't log anyone out.
 * Each person's fold is cached and brought up to date with the events appended since (one
 * indexed read per request, usually empty).
 */
export class CallerStanding {
  private readonly people = new Map<string, Cached>();

  constructor(
    private readonly store: EventStore,
    private readonly maxPeople = DEFAULT_MAX_PEOPLE,
  ) {}

  async standingOf(userId: string): Promise<PersonStanding> {
    const cached = this.people.get(userId);
    const from = cached?.nextRevision ?? 0n;
    const recorded = await this.store.readStream(userStream(userId), { fromRevision: from });
    let standing = cached?.standing ?? initialStanding;
    let nextRevision = from;
    for (const event of recorded) {
      if (event.revision < nextRevision) continue;
      standing = evolveStanding(standing, toDomainEvent(event));
      nextRevision = event.revision + 1n;
    }
    this.remember(userId, { standing, nextRevision });
    return standing;
  }

  async judge(caller: Caller): Promise<TokenStanding> {
    return tokenStanding(await this.standingOf(caller.userId), caller);
  }

  /** Drops what is cached of a person (their account was erased: keep no copy of their details). */
  forget(userId: string): void {
    this.people.delete(userId);
  }

  private remember(userId: string, entry: Cached): void {
    // A Map keeps insertion order: re-inserting marks the person as recently used; the oldest goes first.
    this.people.delete(userId);
    this.people.set(userId, entry);
    if (this.people.size > this.maxPeople) this.people.delete(this.people.keys().next().value!);
  }
}
