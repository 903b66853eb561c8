import { LIVE_CLOSE, LIVE_TOPICS, type LiveTopic } from "@wellbeing/domain";
import type { Announcement, Caller, CallerStanding } from "@wellbeing/platform";
import type { AnnouncementListener } from "./announcementListener";
import { isToldOf } from "./audience";
import { CommitFigures } from "./commitFigures";
import type { LiveFigureSource } from "./liveFigures";

interface Connection {
  readonly caller: Caller;
  /** Sends one message: a LiveMessage of domain, as UTF-8 JSON (one buffer may go to many sockets). */
  send(message: Buffer): void;
  close(code: number): void;
}

/** Per connection: the position of the last message it was sent about each topic (what its next one names as `previous`). */
type LastSent = Map<LiveTopic, string>;

/** How often every open socket's token is judged again, besides the command side's notices (a missed notice, a restart). */
const REJUDGE_EVERY_MS = 30_000;

/** The topics of an announcement this caller may see: changes addressed to their role or to them. */
const topicsVisibleTo = (caller: Caller, announcement: Announcement): LiveTopic[] => [
  ...new Set(announcement.changes.filter((change) => isToldOf(caller, change)).map((change) => change.topic)),
];

/** Commits announced while the last were being relayed, taken as one: the latest position, every change. */
const merged = (announcements: ReadonlyArray<Announcement>): Announcement => ({
  ...announcements.at(-1)!,
  changes: announcements.flatMap((announcement) => announcement.changes),
});

/**
 * Relays the projector's announcements to the connected browsers allowed to see them, with the
 * figures of their screens that moved (computed once per commit and scope), and closes the sockets of
 * tokens revoked since they connected (log out, a new password, deletion, archiving).
 */
export class LiveHub {
  private readonly connections = new Map<Connection, LastSent>();
  private readonly timer: NodeJS.Timeout;
  private readonly waiting: Announcement[] = [];
  private relaying = false;

  constructor(
    listener: AnnouncementListener,
    private readonly standing: CallerStanding,
    private readonly figureSources: ReadonlyArray<LiveFigureSource> = [],
  ) {
    listener.subscribe((announcement) => this.enqueue(announcement));
    listener.onResumed(() => this.tellMissed());
    listener.onCredentialsChanged((userId) => {
      // Drop what is cached of the person (an erased one's details go with it), then judge their sockets again.
      standing.forget(userId);
      void this.rejudge((connection) => connection.caller.userId === userId);
    });
    this.timer = setInterval(() => void this.rejudge(() => true), REJUDGE_EVERY_MS);
    this.timer.unref();
  }

  connect(connection: Connection): () => void {
    this.connections.set(connection, new Map());
    return () => this.connections.delete(connection);
  }

  get size(): number {
    return this.connections.size;
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private async rejudge(which: (connection: Connection) => boolean): Promise<void> {
    for (const connection of [...this.connections.keys()].filter(which)) {
      const verdict = await this.standing.judge(connection.caller).catch(() => null);
      // Only a proven revocation ends the socket for good; an archived chosen account reconnects as what is left.
      const code =
        verdict?.status === "revoked"
          ? LIVE_CLOSE.revoked
          : verdict?.status === "valid" && verdict.role !== connection.caller.role
            ? LIVE_CLOSE.accountChanged
            : null;
      if (code !== null) {
        this.connections.delete(connection);
        connection.close(code);
      }
    }
  }

  /** Announcements are relayed one after another, so each socket's messages keep the commits' order. */
  private enqueue(announcement: Announcement): void {
    this.waiting.push(announcement);
    if (!this.relaying) void this.drain();
  }

  private async drain(): Promise<void> {
    this.relaying = true;
    try {
      while (this.waiting.length > 0) {
        const announcement = merged(this.waiting.splice(0));
        // A socket that throws on send is closing (its close handler disconnects it); the others were told all the same.
        await this.relay(announcement).catch(() => undefined);
      }
    } finally {
      this.relaying = false;
    }
  }

  private async relay(announcement: Announcement): Promise<void> {
    const figures = new CommitFigures(this.figureSources, announcement.changes);
    // Connections of the same scopes that got the same messages get the same bytes: each distinct message is built once.
    const messages = new Map<string, Buffer>();
    const deliveries: Array<Promise<void>> = [];
    for (const [connection, lastSent] of this.connections) {
      const topics = topicsVisibleTo(connection.caller, announcement);
      if (topics.length === 0) continue;
      const told = figures.forCaller(connection.caller, topics);
      deliveries.push(
        told.text.then((text) => {
          // Gone while its figures were read; and the chain moves on only for a message sent.
          if (!this.connections.has(connection)) return;
          const previous = Object.fromEntries(topics.map((topic) => [topic, lastSent.get(topic) ?? null]));
          for (const topic of topics) lastSent.set(topic, announcement.position);
          const envelope = JSON.stringify({ type: "changed", topics, position: announcement.position, previous });
          const key = `${told.key}\n${envelope}`;
          let message = messages.get(key);
          if (!message) {
            message = Buffer.from(`${envelope.slice(0, -1)},"figures":${text}}`);
            messages.set(key, message);
          }
          connection.send(message);
        }),
      );
    }
    await Promise.all(deliveries);
  }

  /** The announcement feed was cut: every browser refetches, and its next message starts a new chain. */
  private tellMissed(): void {
    const message = Buffer.from(JSON.stringify({ type: "missed", topics: LIVE_TOPICS }));
    for (const [connection, lastSent] of this.connections) {
      lastSent.clear();
      connection.send(message);
    }
  }
}
