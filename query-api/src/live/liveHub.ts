import { LIVE_CLOSE } from "@wellbeing/domain";
import type { Announcement, Caller, CallerStanding } from "@wellbeing/platform";
import type { AnnouncementListener } from "./announcementListener";

/** What a browser is told: which topics changed (it refetches what it shows of them). */
export interface LiveMessage {
  readonly type: "changed";
  readonly topics: ReadonlyArray<string>;
  readonly position: string;
}

interface Connection {
  readonly caller: Caller;
  send(message: LiveMessage): void;
  close(code: number): void;
}

/** How often every open socket's token is judged again, besides the command side's notices (a missed notice, a restart). */
const REJUDGE_EVERY_MS = 30_000;

/** The topics of an announcement this caller may see: changes addressed to their role or to them. */
const topicsVisibleTo = (caller: Caller, announcement: Announcement): string[] => {
  const topics = new Set<string>();
  for (const change of announcement.changes) {
    const byRole = caller.role !== null && change.audience.roles.includes(caller.role);
    if (byRole || change.audience.userIds.includes(caller.userId)) topics.add(change.topic);
  }
  return [...topics];
};

/**
 * Relays the projector's announcements to the connected browsers allowed to see them, and closes
 * the sockets of tokens revoked since they connected (log out, a new password, deletion, archiving).
 */
export class LiveHub {
  private readonly connections = new Set<Connection>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    listener: AnnouncementListener,
    private readonly standing: CallerStanding,
  ) {
    listener.subscribe((announcement) => this.relay(announcement));
    listener.onCredentialsChanged((userId) => {
      // Drop what is cached of the person (an erased one's details go with it), then judge their sockets again.
      standing.forget(userId);
      void this.rejudge((connection) => connection.caller.userId === userId);
    });
    this.timer = setInterval(() => void this.rejudge(() => true), REJUDGE_EVERY_MS);
    this.timer.unref();
  }

  connect(connection: Connection): () => void {
    this.connections.add(connection);
    return () => this.connections.delete(connection);
  }

  get size(): number {
    return this.connections.size;
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private async rejudge(which: (connection: Connection) => boolean): Promise<void> {
    for (const connection of [...this.connections].filter(which)) {
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

  private relay(announcement: Announcement): void {
    for (const connection of this.connections) {
      const topics = topicsVisibleTo(connection.caller, announcement);
      if (topics.length > 0) connection.send({ type: "changed", topics, position: announcement.position });
    }
  }
}
