import pg from "pg";
import { CREDENTIALS_CHANNEL, PROJECTIONS_CHANNEL, parseAnnouncement, type Announcement } from "@wellbeing/platform";

type Listener = (announcement: Announcement) => void;
type CredentialsListener = (userId: string) => void;
type ResumedListener = () => void;

const RECONNECT_MS = 1_000;

/**
 * One LISTEN connection per process, reconnecting when it drops: the projector's announcements, and
 * the command side's notices that a person's session tokens may have been revoked.
 */
export class AnnouncementListener {
  private client: pg.Client | null = null;
  private readonly listeners = new Set<Listener>();
  private readonly credentialsListeners = new Set<CredentialsListener>();
  private readonly resumedListeners = new Set<ResumedListener>();
  private listening = false;
  private stopped = false;
  private reconnectTimer: NodeJS.Timeout | null = null;

  constructor(private readonly databaseUrl: string) {}

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on("notification", (message) => {
      if (message.channel === CREDENTIALS_CHANNEL) {
        if (message.payload) for (const listener of this.credentialsListeners) listener(message.payload);
        return;
      }
      const announcement = message.payload ? parseAnnouncement(message.payload) : null;
      if (announcement) for (const listener of this.listeners) listener(announcement);
    });
    client.on("error", () => this.reconnect());
    client.on("end", () => this.reconnect());
    await client.connect();
    await client.query(`LISTEN ${PROJECTIONS_CHANNEL}`);
    await client.query(`LISTEN ${CREDENTIALS_CHANNEL}`);
    this.client = client;
    // Notifications sent while the connection was down are lost: whoever relays them must say so.
    if (this.listening) for (const listener of this.resumedListeners) listener();
    this.listening = true;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onCredentialsChanged(listener: CredentialsListener): () => void {
    this.credentialsListeners.add(listener);
    return () => this.credentialsListeners.delete(listener);
  }

  /** Called each time listening starts again after the connection dropped (what was announced meanwhile is lost). */
  onResumed(listener: ResumedListener): () => void {
    this.resumedListeners.add(listener);
    return () => this.resumedListeners.delete(listener);
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
