import type { Knex } from "knex";
import { decodePosition, isAfter, maxPosition, START, type Position } from "@wellbeing/platform";
import type { AnnouncementListener } from "../live/announcementListener";

const POLL_MS = 100;

/**
 * How far the read models are. A query carrying a consistency token waits (bounded) until the
 * projector has passed it, so users always see their own writes.
 */
export class ProjectionWatermark {
  private reached: Position = START;
  private readonly waiters = new Set<() => void>();

  constructor(
    private readonly db: Knex,
    private readonly schema: string,
    listener: AnnouncementListener,
  ) {
    listener.subscribe((announcement) => {
      const position = decodePosition(announcement.position);
      if (position) this.advance(position);
    });
  }

  /** Reads the checkpoints directly (at start, and while someone waits, in case a notification was missed). */
  async refresh(): Promise<void> {
    const row = await this.db
      .withSchema(this.schema)
      .from("projection_checkpoints")
      .orderBy([{ column: "commit_position" }, { column: "prepare_position" }])
      .first<{ commit_position: number | string; prepare_position: number | string } | undefined>("commit_position", "prepare_position")
      .catch(() => undefined);
    if (row) this.advance({ commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) });
  }

  /** True once the read models have passed `target`, false if `timeoutMs` ran out first. */
  async waitFor(target: Position, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (isAfter(target, this.reached)) {
      const left = deadline - Date.now();
      if (left <= 0) return false;
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          this.waiters.delete(done);
          resolve();
        };
        const timer = setTimeout(done, Math.min(POLL_MS, left));
        this.waiters.add(done);
      });
      if (isAfter(target, this.reached)) await this.refresh();
    }
    return true;
  }

  private advance(position: Position): void {
    this.reached = maxPosition(this.reached, position);
    for (const waiter of [...this.waiters]) waiter();
  }
}
