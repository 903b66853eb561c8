// How the web app reaches /api/live; what its messages say is domain's LiveMessage (decoded in liveCache.ts).

const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;

/** Reconnect delay after `attempt` failed tries in a row: doubling from 1 s up to 30 s, with jitter. */
export const reconnectDelay = (attempt: number, random: () => number = Math.random): number => {
  const base = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** attempt);
  return Math.round(base * (0.75 + random() * 0.5));
};

export const liveUrl = (location: Pick<Location, "protocol" | "host">): string =>
  `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}/api/live`;
