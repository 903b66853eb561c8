import type { Announcement, Caller } from "@wellbeing/platform";
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
}

/** The topics of an announcement this caller may see: changes addressed to their role or to them. */
export const topicsVisibleTo = (caller: Caller, announcement: Announcement): string[] => {
  const topics = new Set<string>();
  for (const change of announcement.changes) {
    const byRole = caller.role !== null && change.audience.roles.includes(caller.role);
    if (byRole || change.audience.userIds.includes(caller.userId)) topics.add(change.topic);
  }
  return [...topics];
};

/** Relays the projector's announcements to the connected browsers allowed to see them. */
export class LiveHub {
  private readonly connections = new Set<Connection>();

  constructor(listener: AnnouncementListener) {
    listener.subscribe((announcement) => this.relay(announcement));
  }

  connect(connection: Connection): () => void {
    this.connections.add(connection);
    return () => this.connections.delete(connection);
  }

  get size(): number {
    return this.connections.size;
  }

  private relay(announcement: Announcement): void {
    for (const connection of this.connections) {
      const topics = topicsVisibleTo(connection.caller, announcement);
      if (topics.length > 0) connection.send({ type: "changed", topics, position: announcement.position });
    }
  }
}
