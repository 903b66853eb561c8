// The websocket /api/live announces what changed: {"type":"changed","topics":[...],"position":"…"}.

interface ChangedMessage {
  readonly type: "changed";
  readonly topics: ReadonlyArray<string>;
  readonly position: string | null;
}

/** Reads one websocket frame; anything not a well-formed "changed" message is ignored. */
export const parseLiveMessage = (data: unknown): ChangedMessage | null => {
  if (typeof data !== "string") return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { type, topics, position } = value as Record<string, unknown>;
  if (type !== "changed" || !Array.isArray(topics)) return null;
  return {
    type,
    topics: topics.filter((topic): topic is string => typeof topic === "string"),
    position: typeof position === "string" ? position : null,
  };
};

const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;

/** Reconnect delay after `attempt` failed tries in a row: doubling from 1 s up to 30 s, with jitter. */
export const reconnectDelay = (attempt: number, random: () => number = Math.random): number => {
  const base = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** attempt);
  return Math.round(base * (0.75 + random() * 0.5));
};

export const liveUrl = (location: Pick<Location, "protocol" | "host">): string =>
  `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}/api/live`;
