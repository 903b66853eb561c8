import { markAttendanceContract } from "@wellbeing/domain";
import { useCallback, useEffect, useRef, useState } from "react";
import { errorMessage, hasStatus } from "../../api/apiError";
import { callContract } from "../../api/client";
import { useRefreshTopics } from "../../api/useRefreshTopics";
import { useT } from "../../i18n/useT";
import { showError } from "../../ui/toaster";
import { parseQueue, queueStorageKey, withTick, withoutTick, type QueuedTick } from "./tickQueue";

const isOnline = () => typeof navigator === "undefined" || navigator.onLine;

/**
 * The register's ticks, sent now or kept in the browser's storage until the connection returns (the
 * `online` event, or the next time the register opens). A tick the server refuses is dropped with its
 * message; one that could not reach it waits; the server records a repeated tick once.
 */
export const useTickQueue = (sessionId: string) => {
  const t = useT();
  const refresh = useRefreshTopics();
  const key = queueStorageKey(sessionId);
  const [queue, setQueue] = useState<ReadonlyArray<QueuedTick>>(() => parseQueue(localStorage.getItem(key)));
  const [online, setOnline] = useState(isOnline);
  const sending = useRef(false);

  const store = useCallback(
    (change: (queue: ReadonlyArray<QueuedTick>) => ReadonlyArray<QueuedTick>) => {
      const next = change(parseQueue(localStorage.getItem(key)));
      localStorage.setItem(key, JSON.stringify(next));
      setQueue(next);
      return next;
    },
    [key],
  );

  const flush = useCallback(async () => {
    if (sending.current || !isOnline()) return;
    sending.current = true;
    let sent = false;
    try {
      for (const tick of parseQueue(localStorage.getItem(key))) {
        try {
          await callContract(markAttendanceContract, { params: { sessionId }, body: tick });
        } catch (error) {
          // Not reached (status 0): it waits for the connection. Refused: said, and dropped.
          if (hasStatus(error, 0)) break;
          showError(`${t("ui.errorPrefix")}${errorMessage(error, t)}`);
        }
        store((current) => withoutTick(current, tick.commandId));
        sent = true;
      }
    } finally {
      sending.current = false;
      if (sent) refresh("attendance");
    }
  }, [key, refresh, sessionId, store, t]);

  useEffect(() => {
    void flush();
    const cameOnline = () => {
      setOnline(true);
      void flush();
    };
    const wentOffline = () => setOnline(false);
    window.addEventListener("online", cameOnline);
    window.addEventListener("offline", wentOffline);
    return () => {
      window.removeEventListener("online", cameOnline);
      window.removeEventListener("offline", wentOffline);
    };
  }, [flush]);

  const tick = (sessionDate: string, personKey: string, mark: QueuedTick["mark"]) => {
    store((current) => withTick(current, { sessionDate, personKey, mark, commandId: crypto.randomUUID() }));
    void flush();
  };

  return { queue, online, tick };
};
