import type { PersonalDataRule } from "@wellbeing/domain";
import type { AppendResult, EventStore, ExpectedRevision, NewEvent, RecordedEvent, StreamAppend, SubscribeOptions } from "../port";
import type { Position } from "../position";
import { isSealed, keyTag, openValue, sealValue } from "./cipher";
import type { Keyring } from "./keyring";

type Data = Record<string, unknown>;

/**
 * Wraps an event store so personal fields never reach it in clear: on append each such field is
 * sealed with its subject's key; on read it is opened again, or null once the key is destroyed.
 */
export class PersonalDataEventStore implements EventStore {
  constructor(
    private readonly inner: EventStore,
    private readonly keyring: Keyring,
    private readonly rules: Readonly<Record<string, PersonalDataRule>>,
  ) {}

  async append(streamId: string, events: ReadonlyArray<NewEvent>, options: { expectedRevision: ExpectedRevision }): Promise<AppendResult> {
    return this.inner.append(streamId, await this.seal(events), options);
  }

  async appendMany(appends: ReadonlyArray<StreamAppend>): Promise<ReadonlyArray<AppendResult>> {
    // One look-up of keys for every share: an append across many people's streams asks the keyring once.
    const keys = await this.keyring.keysForWriting(appends.flatMap((share) => this.subjectsOf(share.events)));
    return this.inner.appendMany(appends.map((share) => ({ ...share, events: this.sealWith(share.events, keys) })));
  }

  private subjectsOf(events: ReadonlyArray<NewEvent>): string[] {
    return events.flatMap((event) => {
      const rule = this.rules[event.type];
      return rule ? [rule.subject(event.data as Data)] : [];
    });
  }

  private async seal(events: ReadonlyArray<NewEvent>): Promise<ReadonlyArray<NewEvent>> {
    return this.sealWith(events, await this.keyring.keysForWriting(this.subjectsOf(events)));
  }

  private sealWith(events: ReadonlyArray<NewEvent>, keys: ReadonlyMap<string, Buffer>): ReadonlyArray<NewEvent> {
    return events.map((read): NewEvent => {
      // A tag is what reading found, never something to store.
      const { personalDataTag: _readOnly, ...metadata } = read.metadata;
      const event = { ...read, metadata };
      const rule = this.rules[event.type];
      if (!rule) return event;
      const subject = rule.subject(event.data as Data);
      const key = keys.get(subject);
      const data: Data = { ...(event.data as Data) };
      for (const field of rule.fields) {
        if (data[field] === undefined || data[field] === null) continue;
        // An erased person's key never comes back: their new personal data is not kept at all.
        data[field] = key ? sealValue(data[field], key) : null;
      }
      return { ...event, data, metadata: { ...event.metadata, personalDataSubject: subject } };
    });
  }

  async readStream(streamId: string, options?: { fromRevision?: bigint }): Promise<ReadonlyArray<RecordedEvent>> {
    return this.open(await this.inner.readStream(streamId, options));
  }

  async readAll(options: { fromPosition?: Position; limit: number }): Promise<ReadonlyArray<RecordedEvent>> {
    return this.open(await this.inner.readAll(options));
  }

  async *subscribeAll(options?: SubscribeOptions): AsyncIterable<ReadonlyArray<RecordedEvent>> {
    for await (const batch of this.inner.subscribeAll(options)) yield await this.open(batch);
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

  private async open(events: ReadonlyArray<RecordedEvent>): Promise<ReadonlyArray<RecordedEvent>> {
    const subjects = events.flatMap((event) => (event.metadata.personalDataSubject ? [event.metadata.personalDataSubject] : []));
    if (subjects.length === 0) return events;
    const keys = await this.keyring.keysForReading(subjects);
    // Each subject's tag once a page (an HMAC), however many of its events the page holds.
    const tags = new Map<string, string>();
    const tagOf = (subject: string, key: Buffer): string => {
      let tag = tags.get(subject);
      if (tag === undefined) tags.set(subject, (tag = keyTag(key)));
      return tag;
    };
    return events.map((event) => {
      const subject = event.metadata.personalDataSubject;
      if (!subject) return event;
      const key = keys.get(subject);
      const stored = event.data as Data;
      // Copied only when a field is sealed; each sealed value opened where it is found.
      let data: Data | null = null;
      for (const field in stored) {
        const value = stored[field];
        if (isSealed(value)) (data ??= { ...stored })[field] = openValue(value, key);
      }
      return { ...event, data: data ?? stored, metadata: key ? { ...event.metadata, personalDataTag: tagOf(subject, key) } : event.metadata };
    });
  }
}
