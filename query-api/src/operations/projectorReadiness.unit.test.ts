import { describe, expect, it } from "vitest";
import { READY_LAG_SECONDS, projectionCheck } from "./projectorReadiness";

const lag = (overrides: Partial<Parameters<typeof projectionCheck>[0]> = {}) => ({
  projection: "sessions",
  events: 0,
  seconds: 0,
  failure: null,
  rebuilding: false,
  ...overrides,
});

describe("a read model's ready check", () => {
  it("is ok when caught up or a little behind, and says how far", () => {
    expect(projectionCheck(lag())).toEqual({ name: "projection:sessions", state: "ok", detail: "0 events, 0 s behind" });
    expect(projectionCheck(lag({ events: 12, seconds: READY_LAG_SECONDS }))).toMatchObject({ state: "ok", detail: "12 events, 30 s behind" });
  });

  it("is lagging once its oldest unapplied event has waited longer than the limit", () => {
    expect(projectionCheck(lag({ events: 3, seconds: READY_LAG_SECONDS + 0.6 }))).toEqual({
      name: "projection:sessions",
      state: "lagging",
      detail: "3 events, 31 s behind",
    });
  });

  it("is failing while stuck on an event, naming the event but not the error (the log has it)", () => {
    const failure = { eventType: "SessionScheduled", position: "812.40" };
    expect(projectionCheck(lag({ events: 5, seconds: 90, failure }))).toEqual({
      name: "projection:sessions",
      state: "failing",
      detail: "stopped at SessionScheduled (position 812.40); 5 events, 90 s behind",
    });
  });

  it("stays ok while a new version is rebuilt beside the live tables, which keep serving", () => {
    expect(projectionCheck(lag({ events: 5000, seconds: 120, rebuilding: true }))).toMatchObject({ state: "ok" });
  });
});
