import { Gauge, METRIC_PREFIX, type Registry } from "@wellbeing/platform";
import type { ProjectionLag } from "./projectorLag";

/** The read side's metrics: each projection's lag (events, seconds, failing), the reads held for them, and the live websocket's clients. */
export const registerReadSideMetrics = (
  registry: Registry,
  sources: { lags: () => Promise<ReadonlyArray<ProjectionLag>>; readsWaiting: () => number; liveClients: () => number },
): void => {
  const registers = [registry];
  // One read of the checkpoints serves the three projection gauges of a scrape.
  let scrape: Promise<ReadonlyArray<ProjectionLag>> | null = null;
  const lagsOnce = () => {
    scrape ??= sources.lags().finally(() => setTimeout(() => (scrape = null), 0));
    return scrape;
  };
  const perProjection = (name: string, help: string, value: (lag: ProjectionLag) => number) =>
    new Gauge({
      name: `${METRIC_PREFIX}${name}`,
      help,
      labelNames: ["projection"],
      registers,
      async collect() {
        this.reset();
        for (const lag of await lagsOnce()) this.set({ projection: lag.projection }, value(lag));
      },
    });
  perProjection("projector_lag_events", "Events stored after the projection's checkpoint (counted up to 10,000)", (lag) => lag.events);
  perProjection("projector_lag_seconds", "How long the oldest event the projection has not applied has waited", (lag) => lag.seconds);
  perProjection("projector_failing", "1 while the projection is stuck on an event it cannot apply", (lag) => (lag.failure ? 1 : 0));
  // A count this process holds, read at each scrape.
  const current = (name: string, help: string, value: () => number) =>
    new Gauge({
      name: `${METRIC_PREFIX}${name}`,
      help,
      registers,
      collect() {
        this.set(value());
      },
    });
  current("reads_waiting", "Reads of this process held until the read models they use pass the caller's latest write (bounded)", sources.readsWaiting);
  current("websocket_clients", "Browsers connected to the live websocket (/api/live) of this process", sources.liveClients);
};
