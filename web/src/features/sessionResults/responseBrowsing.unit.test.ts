import { describe, expect, it } from "vitest";
import { nextResponse, previousResponse, withinResponses } from "./responseBrowsing";

describe("browsing the individual responses", () => {
  it("given the last of three, when going next, then it wraps round to the first", () => {
    expect(nextResponse(2, 3)).toBe(0);
    expect(nextResponse(0, 3)).toBe(1);
  });

  it("given the first of three, when going back, then it wraps round to the last", () => {
    expect(previousResponse(0, 3)).toBe(2);
    expect(previousResponse(2, 3)).toBe(1);
  });

  it("given one response or none, when browsing, then it stays on the first", () => {
    expect(nextResponse(0, 1)).toBe(0);
    expect(previousResponse(0, 1)).toBe(0);
    expect(nextResponse(0, 0)).toBe(0);
    expect(previousResponse(0, 0)).toBe(0);
  });

  it("given the list shrank under the reader, then the position stays inside it", () => {
    expect(withinResponses(4, 3)).toBe(2);
    expect(withinResponses(1, 3)).toBe(1);
    expect(withinResponses(3, 0)).toBe(0);
  });
});
