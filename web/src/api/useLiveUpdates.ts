import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { isStandingClose } from "@wellbeing/domain";
import { authKeys } from "../features/auth/queries";
import { isLiveTopic, topicKey } from "./liveTopics";
import { liveUrl, parseLiveMessage, reconnectDelay } from "./liveMessages";

/**
 * Keeps a websocket to /api/live open while `connectionKey` is set (the logged-in account), and
 * invalidates the queries whose key starts with each announced topic. A new key reconnects, so the
 * server sees the account's current cookie.
 */
export const useLiveUpdates = (connectionKey: string | null): void => {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (connectionKey === null || typeof WebSocket === "undefined") return;
    let socket: WebSocket | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let failedAttempts = 0;
    let stopped = false;

    const connect = () => {
      socket = new WebSocket(liveUrl(window.location));
      socket.onopen = () => {
        // Announcements may have been missed before this socket opened (the first one included: the
        // screen's reads can have raced a lagging read model): refresh what is on screen.
        void queryClient.invalidateQueries();
        failedAttempts = 0;
      };
      socket.onmessage = (event: MessageEvent) => {
        const message = parseLiveMessage(event.data);
        for (const topic of message?.topics.filter(isLiveTopic) ?? []) void queryClient.invalidateQueries({ queryKey: topicKey(topic) });
      };
      socket.onclose = (event: CloseEvent) => {
        if (stopped) return;
        // The server ended it because this log-in was revoked or changed: ask who we are now (logs out, or reconnects).
        if (isStandingClose(event.code)) void queryClient.invalidateQueries({ queryKey: authKeys.me });
        retryTimer = setTimeout(connect, reconnectDelay(failedAttempts));
        failedAttempts += 1;
      };
    };

    connect();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      socket?.close();
    };
  }, [connectionKey, queryClient]);
};
