import type { Knex } from "knex";
import { START, decodePosition, isAfter, maxPosition, type Position } from "@wellbeing/platform";
import type { AnnouncementListener } from "../live/announcementListener";

const POLL_MS = 100;

interface ProjectionMark {
  readonly position: Position;
  /** The projection is stuck on an event, or being rebuilt beside the live ones: nobody should wait for it. */
  readonly failing: boolean;
}

interface CheckpointRow {
  name: string;
  commit_position: number | string;
  prepare_position: number | string;
  failing_since?: Date | string | null;
  rebuilding_since?: Date | string | null;
}

/** What a wait came to: every projection asked for passed the position, or why not. */
type WaitOutcome = "reached" | "timedOut" | "failing";

/**
 * How far each read model (projection) is. A read carrying the position of a write waits (bounded)
 * for the projections it reads, and only those; a projection that is failing is never waited for,
 * so a stalled read model answers stale at once instead of holding every request for the full bound.
 */
export class ProjectionWatermark {
  private readonly marks = new Map<string, ProjectionMark>();
  private readonly waiters = new Set<() => void>();
  private waiting = 0;

  constructor(
    private readonly db: Knex,
    private readonly schema: string,
    listener: AnnouncementListener,
  ) {
    listener.subscribe((announcement) => {
      const position = decodePosition(announcement.position);
      if (position) for (const name of announcement.projections) this.advance(name, position);
      if (announcement.failing) this.markFailing(new Set(announcement.failing));
    });
  }

  /** Reads the checkpoints directly (at start, and while someone waits, in case a notification was missed). */
  async refresh(): Promise<void> {
    const rows: CheckpointRow[] = await this.db
      .withSchema(this.schema)
      .from("projection_checkpoints")
      .select("*")
      .catch(() => []);
    for (const row of rows) {
      const position = { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) };
      const current = this.marks.get(row.name);
      // A projection stuck on an event, or whose new version is being rebuilt beside it, is not waited for.
      this.marks.set(row.name, {
        position: current ? maxPosition(current.position, position) : position,
        failing: Boolean(row.failing_since) || Boolean(row.rebuilding_since),
      });
    }
    this.wake();
  }

  /** Where a projection is (START when it has no checkpoint yet). */
  positionOf(name: string): Position {
    return this.marks.get(name)?.position ?? START;
  }

  /** The projections known to have a checkpoint: what a read of "every read model" waits for. */
  get names(): ReadonlyArray<string> {
    return [...this.marks.keys()];
  }

  /** How many reads are held right now, waiting for the read models they use to pass a write. */
  get readsWaiting(): number {
    return this.waiting;
  }

  /** Waits until every named projection has passed `target`, at most `timeoutMs`; at once when one of them is failing. */
  async waitFor(target: Position, names: ReadonlyArray<string>, timeoutMs: number): Promise<WaitOutcome> {
    this.waiting += 1;
    try {
      return await this.waitUntil(target, names, Date.now() + timeoutMs);
    } finally {
      this.waiting -= 1;
    }
  }

  private async waitUntil(target: Position, names: ReadonlyArray<string>, deadline: number): Promise<WaitOutcome> {
    let refreshed = false;
    for (;;) {
      const behind = names.filter((name) => isAfter(target, this.positionOf(name)));
      if (behind.length === 0) return "reached";
      if (behind.some((name) => this.marks.get(name)?.failing)) return "failing";
      const left = deadline - Date.now();
      if (left <= 0) return "timedOut";
      if (!refreshed) {
        // Learn at once whether a projection we are about to wait for is failing.
        refreshed = true;
        await this.refresh();
        continue;
      }
      await this.sleep(Math.min(POLL_MS, left));
      await this.refresh();
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.waiters.add(done);
    });
  }

  private advance(name: string, position: Position): void {
    const current = this.marks.get(name);
    this.marks.set(name, { position: current ? maxPosition(current.position, position) : position, failing: false });
    this.wake();
  }

  private markFailing(failing: ReadonlySet<string>): void {
    for (const [name, mark] of this.marks) this.marks.set(name, { ...mark, failing: failing.has(name) });
    this.wake();
  }

  private wake(): void {
    for (const waiter of [...this.waiters]) waiter();
  }
}
