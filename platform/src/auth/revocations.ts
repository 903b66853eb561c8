import type { Knex } from "knex";
import { userIdOfStream, type DomainEventType } from "@wellbeing/domain";
import type { AppendResult, EventStore, ExpectedRevision, NewEvent, RecordedEvent, StreamAppend, SubscribeOptions } from "../eventStore/port";
import type { Position } from "../eventStore/position";

/** The channel on which a person's session tokens are said to have changed (payload: their user id). */
export const CREDENTIALS_CHANNEL = "credentials";

/** Events after which some of a person's tokens may no longer count (see tokenStanding). */
const REVOKING: ReadonlySet<string> = new Set<DomainEventType>(["LoggedOut", "PasswordChanged", "PasswordReset", "AccountDeleted", "StaffArchived"]);

export const notifyCredentialsChanged = async (db: Knex, userId: string): Promise<void> => {
  await db.raw("SELECT pg_notify(?, ?)", [CREDENTIALS_CHANNEL, userId]);
};

/**
 * The event store as the command side uses it, telling every service at once (NOTIFY) when a
 * person's tokens may have been revoked, so their live sockets close without waiting for anything.
 * The notice is a wake-up only: the services judge the tokens against the user stream themselves.
 */
export class RevocationAnnouncingStore implements EventStore {
  constructor(
    private readonly inner: EventStore,
    private readonly notify: (userId: string) => Promise<void>,
  ) {}

  async append(streamId: string, events: ReadonlyArray<NewEvent>, options: { expectedRevision: ExpectedRevision }): Promise<AppendResult> {
    const result = await this.inner.append(streamId, events, options);
    await this.announce(streamId, events);
    return result;
  }

  async appendMany(appends: ReadonlyArray<StreamAppend>): Promise<ReadonlyArray<AppendResult>> {
    const results = await this.inner.appendMany(appends);
    for (const share of appends) await this.announce(share.streamId, share.events);
    return results;
  }

  private async announce(streamId: string, events: ReadonlyArray<NewEvent>): Promise<void> {
    const userId = userIdOfStream(streamId);
    if (userId && events.some((event) => REVOKING.has(event.type))) await this.notify(userId).catch(() => undefined);
  }

  readStream(streamId: string, options?: { fromRevision?: bigint }): Promise<ReadonlyArray<RecordedEvent>> {
    return this.inner.readStream(streamId, options);
  }

  readAll(options: { fromPosition?: Position; limit: number }): Promise<ReadonlyArray<RecordedEvent>> {
    return this.inner.readAll(options);
  }

  subscribeAll(options?: SubscribeOptions): AsyncIterable<ReadonlyArray<RecordedEvent>> {
    return this.inner.subscribeAll(options);
  }

  headPosition(): Promise<Position | null> {
    return this.inner.headPosition();
  }

  countEvents(): Promise<number | null> {
    return this.inner.countEvents();
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
