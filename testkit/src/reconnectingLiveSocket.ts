import WebSocket from "ws";
import { decodePosition, isAfter, type Position } from "@wellbeing/platform";
import type { LiveMessage } from "./liveSocket";

const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 5_000;

/**
 * A /api/live client that behaves like the web app's: when its socket closes it opens another, a
 * little later each failed try (doubling, at most 5 s), until it is closed for good. On each open a
 * browser refreshes what is on screen: `opened` counts those.
 */
export interface ReconnectingLiveSocket {
  readonly messages: ReadonlyArray<LiveMessage>;
  /** Sockets that opened (the first one included). */
  readonly opened: number;
  /** Sockets that closed while the client still wanted one. */
  readonly dropped: number;
  readonly isOpen: boolean;
  /** Whether an announcement at or past `position` has arrived. */
  hasSeen(position: Position): boolean;
  close(): void;
}

export const openReconnectingLiveSocket = (baseUrl: string, cookie: string): ReconnectingLiveSocket => {
  const messages: LiveMessage[] = [];
  let socket: WebSocket | null = null;
  let opened = 0;
  let dropped = 0;
  let failedTries = 0;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = () => {
    const current = new WebSocket(`${baseUrl.replace(/^http/, "ws")}/api/live`, { headers: { cookie } });
    socket = current;
    let wasOpen = false;
    current.on("open", () => {
      wasOpen = true;
      opened += 1;
      failedTries = 0;
    });
    current.on("message", (data) => messages.push(JSON.parse(data.toString()) as LiveMessage));
    // An upgrade refused or a connection lost: both end in "close".
    current.on("error", () => undefined);
    current.on("close", () => {
      if (stopped) return;
      if (wasOpen) dropped += 1;
      retry = setTimeout(connect, Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** failedTries));
      failedTries += 1;
    });
  };
  connect();

  return {
    messages,
    get opened() {
      return opened;
    },
    get dropped() {
      return dropped;
    },
    get isOpen() {
      return socket?.readyState === WebSocket.OPEN;
    },
    hasSeen: (position) =>
      messages.some((message) => {
        // A "missed" message (the server's announcement feed was cut) names no position.
        const seen = typeof message.position === "string" ? decodePosition(message.position) : null;
        return seen !== null && !isAfter(position, seen);
      }),
    close: () => {
      stopped = true;
      clearTimeout(retry);
      socket?.close();
    },
  };
};
