import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { isStandingClose } from "@wellbeing/domain";
import { authKeys } from "../features/auth/queries";
import type { LiveCache, decodeLiveMessage as DecodeLiveMessage } from "./liveCache";
import { liveUrl, reconnectDelay } from "./liveMessages";

/**
 * Keeps a websocket to /api/live open while `connectionKey` is set (the logged-in account), and hands
 * its messages to a LiveCache: the figures they carry go into React Query's cache, the rest of their
 * topics is refetched. A new key reconnects, so the server sees the account's current cookie.
 */
export const useLiveUpdates = (connectionKey: string | null): void => {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (connectionKey === null || typeof WebSocket === "undefined") return;
    let socket: WebSocket | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let failedAttempts = 0;
    let stopped = false;

    // One cache for the socket and the ones that replace it: each new socket starts its topics' positions afresh.
    let cache: LiveCache | null = null;

    const connect = (decodeLiveMessage: typeof DecodeLiveMessage, live: LiveCache) => {
      socket = new WebSocket(liveUrl(window.location));
      socket.onopen = () => {
        // Announcements may have been missed before this socket opened (the first one included: the
        // screen's reads can have raced a lagging read model): refresh what is on screen.
        live.opened();
        failedAttempts = 0;
      };
      socket.onmessage = (event: MessageEvent) => {
        const message = decodeLiveMessage(event.data);
        if (message) live.receive(message);
      };
      socket.onclose = (event: CloseEvent) => {
        if (stopped) return;
        // The server ended it because this log-in was revoked or changed: ask who we are now (logs out, or reconnects).
        if (isStandingClose(event.code)) void queryClient.invalidateQueries({ queryKey: authKeys.me });
        retryTimer = setTimeout(() => connect(decodeLiveMessage, live), reconnectDelay(failedAttempts));
        failedAttempts += 1;
      };
    };

    // The messages' schemas load once someone is logged in: the welcome page never needs them.
    import("./liveCache")
      .then(({ LiveCache, decodeLiveMessage }) => {
        if (stopped) return;
        cache = new LiveCache(queryClient);
        connect(decodeLiveMessage, cache);
      })
      .catch(() => undefined);
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      socket?.close();
      cache?.dispose();
    };
  }, [connectionKey, queryClient]);
};
