import { describe, expect, it } from "vitest";
import { mondayOf, shiftDay } from "./calendarDays";
import { chartStart, weeklyResponses } from "./responsesOverTime";

describe("calendar days", () => {
  it("shift across months, years and the clock change", () => {
    expect(shiftDay("2026-10-24", 7)).toBe("2026-10-31");
    expect(shiftDay("2026-12-30", 3)).toBe("2027-01-02");
    expect(shiftDay("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("weeks start on Monday (§9)", () => {
    expect(mondayOf("2026-11-26")).toBe("2026-11-23"); // a Thursday
    expect(mondayOf("2026-11-23")).toBe("2026-11-23");
    expect(mondayOf("2026-11-29")).toBe("2026-11-23"); // a Sunday
  });
});

describe("responses over time", () => {
  it("given no responses, the chart has every week at nought, this week last", () => {
    const chart = weeklyResponses([], "2026-11-26", 3);
    expect(chart).toEqual([
      { weekStart: "2026-11-09", responses: 0 },
      { weekStart: "2026-11-16", responses: 0 },
      { weekStart: "2026-11-23", responses: 0 },
    ]);
  });

  it("given responses on several days, each week sums its own, and days before the chart are left out", () => {
    const chart = weeklyResponses(
      [
        { day: "2026-11-08", responses: 9 },
        { day: "2026-11-09", responses: 1 },
        { day: "2026-11-15", responses: 2 },
        { day: "2026-11-26", responses: 4 },
      ],
      "2026-11-26",
      3,
    );
    expect(chart.map((week) => week.responses)).toEqual([3, 0, 4]);
  });

  it("covers 12 weeks by default, from the Monday 11 weeks before this week's", () => {
    expect(weeklyResponses([], "2026-11-26")).toHaveLength(12);
    expect(chartStart("2026-11-26")).toBe("2026-09-07");
  });
});
