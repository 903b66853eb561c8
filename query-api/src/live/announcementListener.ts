import pg from "pg";
import { PROJECTIONS_CHANNEL, parseAnnouncement, type Announcement } from "@wellbeing/platform";

type Listener = (announcement: Announcement) => void;

const RECONNECT_MS = 1_000;

/** One LISTEN connection per process for the projector's announcements, reconnecting when it drops. */
export class AnnouncementListener {
  private client: pg.Client | null = null;
  private readonly listeners = new Set<Listener>();
  private stopped = false;
  private reconnectTimer: NodeJS.Timeout | null = null;

  constructor(private readonly databaseUrl: string) {}

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on("notification", (message) => {
      const announcement = message.payload ? parseAnnouncement(message.payload) : null;
      if (announcement) for (const listener of this.listeners) listener(announcement);
    });
    client.on("error", () => this.reconnect());
    client.on("end", () => this.reconnect());
    await client.connect();
    await client.query(`LISTEN ${PROJECTIONS_CHANNEL}`);
    this.client = client;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private reconnect(): void {
    if (this.stopped || this.reconnectTimer) return;
    this.client = null;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.start().catch(() => this.reconnect());
    }, RECONNECT_MS);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    await this.client?.end().catch(() => undefined);
  }
}
