import { describe, expect, it } from "vitest";
import { liveUrl, reconnectDelay } from "./liveMessages";

describe("live update messages", () => {
  it("backs off from about a second up to about thirty", () => {
    const middle = () => 0.5;
    expect(reconnectDelay(0, middle)).toBe(1_000);
    expect(reconnectDelay(3, middle)).toBe(8_000);
    expect(reconnectDelay(20, middle)).toBe(30_000);
  });

  it("uses wss on https pages", () => {
    expect(liveUrl({ protocol: "https:", host: "example.org" })).toBe("wss://example.org/api/live");
    expect(liveUrl({ protocol: "http:", host: "localhost:5173" })).toBe("ws://localhost:5173/api/live");
  });
});
