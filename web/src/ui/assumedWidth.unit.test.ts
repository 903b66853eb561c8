import { describe, expect, it } from "vitest";
import { ASSUMED_WIDTHS, matchesAssumedWidth } from "./assumedWidth";

describe("width queries at the width a server-rendered page assumed", () => {
  it("hold for a phone below a maximum and a computer above a minimum", () => {
    expect(matchesAssumedWidth("(max-width: 700px)", ASSUMED_WIDTHS.phone)).toBe(true);
    expect(matchesAssumedWidth("(max-width: 700px)", ASSUMED_WIDTHS.computer)).toBe(false);
    expect(matchesAssumedWidth("(min-width: 768px)", ASSUMED_WIDTHS.computer)).toBe(true);
    expect(matchesAssumedWidth("(min-width: 768px)", ASSUMED_WIDTHS.phone)).toBe(false);
  });

  it("never hold with nothing assumed, nor for a query that is not about the width", () => {
    expect(matchesAssumedWidth("(max-width: 700px)", undefined)).toBe(false);
    expect(matchesAssumedWidth("(prefers-reduced-motion: reduce)", ASSUMED_WIDTHS.phone)).toBe(false);
  });
});
