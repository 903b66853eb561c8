import { hashKey, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { Either, Schema } from "effect";
import { LiveMessage, type LiveChangedMessage, type LiveTopic } from "@wellbeing/domain";
import { CoalescedRefetch } from "./coalescedRefetch";
import { LIVE_FIGURE_KEYS } from "./liveFigureKeys";
import { figureUpdateOf } from "./liveFigureUpdates";
import { topicKey } from "./liveTopics";

const decode = Schema.decodeUnknownEither(Schema.parseJson(LiveMessage));

/** Reads one websocket frame; anything that is not a message of the contract is ignored. */
export const decodeLiveMessage = (data: unknown): LiveMessage | null => {
  if (typeof data !== "string") return null;
  const decoded = decode(data);
  return Either.isRight(decoded) ? decoded.right : null;
};

/**
 * Applies one socket's /api/live messages to React Query's cache. A message that follows the last one
 * of its topic puts the answers it carries straight into the cache and refetches only the rest of the
 * topic's reads; one that does not (a message missed) refetches the whole topic, as does a "missed".
 * A read in flight is never cut short by the next message (see CoalescedRefetch).
 */
export class LiveCache {
  /** Per topic, the position of the last message this socket got about it. */
  private readonly last = new Map<LiveTopic, string>();
  private readonly reads: CoalescedRefetch;

  constructor(private readonly queryClient: QueryClient) {
    this.reads = new CoalescedRefetch(queryClient);
  }

  /** A new socket: what was announced before it opened is unknown, so everything on screen is read again. */
  opened(): void {
    this.last.clear();
    this.reads.refetch();
  }

  /** No socket any more: stops following the reads. */
  dispose(): void {
    this.reads.dispose();
  }

  receive(message: LiveMessage): void {
    if (message.type === "missed") {
      for (const topic of message.topics) {
        this.last.delete(topic);
        this.refetch(topic);
      }
      return;
    }
    for (const topic of message.topics) {
      const inOrder = (this.last.get(topic) ?? null) === (message.previous[topic] ?? null);
      this.last.set(topic, message.position);
      if (!inOrder) {
        this.refetch(topic);
        continue;
      }
      const pushed = message.figures.flatMap((figure) => {
        const key = LIVE_FIGURE_KEYS[figure.read];
        return key && key[0] === topic ? [{ key, answer: figure.answer }] : [];
      });
      for (const { key, answer } of pushed) this.put(key, answer);
      const kept = new Set([...pushed.map(({ key }) => hashKey(key)), ...this.recompute(topic, message.figures)]);
      this.reads.refetch({ queryKey: topicKey(topic), predicate: (query) => !kept.has(query.queryHash) });
    }
  }

  /** Recomputes the topic's cached answers from the figures that update them (LIVE_FIGURE_UPDATES); answers the hashes of those it could. */
  private recompute(topic: LiveTopic, figures: LiveChangedMessage["figures"]): string[] {
    const updated: string[] = [];
    for (const figure of figures) {
      const update = figureUpdateOf(figure);
      if (!update || update.topic !== topic) continue;
      for (const query of this.queryClient.getQueryCache().findAll({ queryKey: topicKey(topic) })) {
        const cached = query.state.data;
        if (cached === undefined) continue;
        const next = update.update(query.queryKey, cached);
        if (next === null) continue;
        if (next !== cached) this.put(query.queryKey, next);
        updated.push(query.queryHash);
      }
    }
    return updated;
  }

  /** The answer replaces what a screen shows (kept only for reads in the cache); a read of it in flight would answer from before. */
  private put(key: QueryKey, answer: unknown): void {
    if (!this.queryClient.getQueryCache().find({ queryKey: key, exact: true })) return;
    this.queryClient.setQueryData(key, answer);
    void this.queryClient.cancelQueries({ queryKey: key, exact: true });
  }

  private refetch(topic: LiveTopic): void {
    this.reads.refetch({ queryKey: topicKey(topic) });
  }
}
