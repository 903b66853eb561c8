import { describe, expect, it } from "vitest";
import { DISCLOSURE_BATCH, disclosedFields, mayShowAnswerCounts, responseArrives, responseLeaves } from "./disclosure";

// The disclosure rule told as stories: given what happened to a group's responses, then which are shown.

type Happening = { readonly arrives: string } | { readonly leaves: string };

/** Folds a group's history with the rule: the responses shown (released and still there) and those waiting. */
const given = (...history: ReadonlyArray<Happening>) => {
  let waiting: ReadonlyArray<string> = [];
  const shown = new Set<string>();
  const releases: string[][] = [];
  for (const happening of history) {
    if ("arrives" in happening) {
      const arrival = responseArrives(waiting, happening.arrives);
      waiting = arrival.waiting;
      for (const id of arrival.released) shown.add(id);
      if (arrival.released.length > 0) releases.push([...arrival.released]);
    } else {
      waiting = responseLeaves(waiting, happening.leaves);
      shown.delete(happening.leaves);
    }
  }
  return { shown: [...shown].sort(), waiting, releases };
};

const arrive = (...ids: string[]): Happening[] => ids.map((id) => ({ arrives: id }));
const leave = (id: string): Happening => ({ leaves: id });

describe("releasing a group's answers in batches (issue 24 §2)", () => {
  it("given fewer responses than a batch, then none is shown: a small cell is suppressed", () => {
    expect(given(...arrive("a", "b", "c", "d"))).toEqual({ shown: [], waiting: ["a", "b", "c", "d"], releases: [] });
  });

  it("given a fifth response, then the five are released together", () => {
    expect(given(...arrive("a", "b", "c", "d", "e"))).toEqual({ shown: ["a", "b", "c", "d", "e"], waiting: [], releases: [["a", "b", "c", "d", "e"]] });
  });

  it("given a sixth response after a release, then it waits alone: one new row never appears by itself", () => {
    const history = given(...arrive("a", "b", "c", "d", "e", "f"));
    expect(history.shown).toEqual(["a", "b", "c", "d", "e"]);
    expect(history.waiting).toEqual(["f"]);
  });

  it("given ten responses, then two batches of five were released, each all at once", () => {
    expect(given(...arrive("a", "b", "c", "d", "e", "f", "g", "h", "i", "j")).releases).toEqual([
      ["a", "b", "c", "d", "e"],
      ["f", "g", "h", "i", "j"],
    ]);
  });

  it("given a released response withdrawn, then it is no longer shown and no waiting response takes its place", () => {
    const history = given(...arrive("a", "b", "c", "d", "e", "f"), leave("b"));
    expect(history.shown).toEqual(["a", "c", "d", "e"]);
    expect(history.waiting).toEqual(["f"]);
  });

  it("given a waiting response withdrawn, then the batch waits for another in its place", () => {
    const history = given(...arrive("a", "b", "c", "d"), leave("c"), ...arrive("e"));
    expect(history.shown).toEqual([]);
    expect(history.waiting).toEqual(["a", "b", "d", "e"]);
    expect(given(...arrive("a", "b", "c", "d"), leave("c"), ...arrive("e", "f")).shown).toEqual(["a", "b", "d", "e", "f"]);
  });

  it("given the same response arriving twice (a move told by two events), then it counts once", () => {
    expect(given(...arrive("a", "a", "b", "c", "d")).waiting).toEqual(["a", "b", "c", "d"]);
  });

  it("given a batch's size, then it is five", () => {
    expect(DISCLOSURE_BATCH).toBe(5);
  });
});

describe("answer counts over released responses", () => {
  it("given fewer than a batch, then none are shown; given a batch or more, then they are", () => {
    expect(mayShowAnswerCounts(0)).toBe(false);
    expect(mayShowAnswerCounts(4)).toBe(false);
    expect(mayShowAnswerCounts(5)).toBe(true);
    expect(mayShowAnswerCounts(12)).toBe(true);
  });
});

describe("what a released response carries besides its answers", () => {
  it("given an admin, then the demographics; never a submission time or a respondent", () => {
    expect(disclosedFields("admin")).toEqual({ demographics: true, submittedAt: false, respondent: false });
    expect(disclosedFields("superAdmin").demographics).toBe(true);
  });

  it("given a trainer or a local lead, then no demographics either", () => {
    expect(disclosedFields("trainer")).toEqual({ demographics: false, submittedAt: false, respondent: false });
    expect(disclosedFields("localLead").demographics).toBe(false);
  });
});
