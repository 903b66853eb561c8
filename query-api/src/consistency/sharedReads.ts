import type { Contract } from "@wellbeing/domain";
import { encodePosition } from "@wellbeing/platform";
import type { ProjectionWatermark } from "./projectionWatermark";

// A push makes every open dashboard of a scope refetch at once (a thousand admins ask the same
// question within milliseconds). Identical reads at the same read-model positions share one answer:
// the key holds how far each read model the route reads has got, so a newer commit is a new key and
// nobody is answered from before it. An answer is kept briefly, in case a notification was missed.

const MAX_AGE_MS = 1_000;
const MAX_ENTRIES = 1_000;

/** How far the read models a route's contract reads have got, as one text: what a shared answer is keyed by. */
export const routePositions = (watermark: Pick<ProjectionWatermark, "positionOf">, contract: Pick<Contract, "path" | "readModels">): (() => string) => {
  const names = contract.readModels;
  // Keyed by no read model, an answer would be shared however much changed: a shared read must name what it reads.
  if (!names || names.length === 0) throw new Error(`${contract.path}: a shared read names the read models it answers from`);
  return () => names.map((name) => encodePosition(watermark.positionOf(name))).join(",");
};

export class SharedReads<T> {
  private readonly entries = new Map<string, { readonly at: number; readonly answer: Promise<T> }>();

  constructor(
    /** The read models' positions now (routePositions). */
    private readonly positions: () => string,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The answer to `question` (a stable text: who asks what) at the read models' current positions, computed once. */
  read(question: string, compute: () => Promise<T>): Promise<T> {
    const key = `${question}@${this.positions()}`;
    const now = this.clock();
    const kept = this.entries.get(key);
    if (kept && now - kept.at <= MAX_AGE_MS) return kept.answer;
    const answer = compute();
    this.entries.delete(key);
    this.entries.set(key, { at: now, answer });
    // A failure is shared with those already waiting on it, never with later readers.
    answer.catch(() => this.entries.get(key)?.answer === answer && this.entries.delete(key));
    for (const [old, entry] of this.entries) {
      if (this.entries.size <= MAX_ENTRIES && now - entry.at <= MAX_AGE_MS) break;
      this.entries.delete(old);
    }
    return answer;
  }
}
