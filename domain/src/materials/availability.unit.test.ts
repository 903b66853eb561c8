import { describe, expect, it } from "vitest";
import { materialsOpenFor } from "./availability";

const card = (module: "1" | "2" | "3", ...locks: Array<"pre-course-evaluation" | "post-session-evaluation" | null>) => ({
  module,
  documents: locks.map((lock) => ({ lock })),
});

describe("whether a session's materials are available (§2.12: never promise what stays locked)", () => {
  it("given every document of the session's modules locked, then they are not available", () => {
    expect(
      materialsOpenFor(
        ["2", "3"],
        [card("2", "pre-course-evaluation", "post-session-evaluation"), card("3", "pre-course-evaluation", "post-session-evaluation")],
      ),
    ).toBe(false);
  });

  it("given one document of the session's modules open, then they are", () => {
    expect(materialsOpenFor(["2"], [card("2", null, "post-session-evaluation")])).toBe(true);
  });

  it("given open documents only of another module, or no cards yet, then they are not", () => {
    expect(materialsOpenFor(["2"], [card("1", null, null), card("2", "pre-course-evaluation", "post-session-evaluation")])).toBe(false);
    expect(materialsOpenFor(["2"], [])).toBe(false);
  });
});
