import { describe, expect, it } from "vitest";
import { INPUT_TEXTS, ROSTER_TEXTS, SESSION_TEXTS } from "../messages";
import { cy } from "./cy";
import { formatDateTime, formatFullDate } from "./dates";
import { en, type Messages } from "./en";
import { languageOfAcceptLanguage, otherLanguage } from "./language";
import { catalogueKeys as keysOf, formatMessage } from "./translate";


describe("the catalogues", () => {
  it("have the same keys in Welsh and English", () => {
    expect(keysOf(cy)).toEqual(keysOf(en));
  });

  it.each([
    ["en", en],
    ["cy", cy],
  ] as const)("word every text without arguments as written (%s), so no ICU quoting changes a word", (language, messages) => {
    for (const key of keysOf(messages)) {
      const [group, name] = key.split(".") as [keyof Messages, string];
      const source = (messages[group] as Record<string, string>)[name]!;
      if (!source.includes("{")) expect(formatMessage(messages, language, key), key).toBe(source);
    }
  });

  it("keep the English view's words", () => {
    expect(INPUT_TEXTS.tooLong(2000)).toBe("Too long - should be 2000 characters maximum");
    expect(ROSTER_TEXTS.evaluatedCannotBeRemoved(["a@x.org", "b@x.org"])).toBe(
      "a@x.org, b@x.org completed the post-session evaluation and cannot be removed",
    );
    expect(SESSION_TEXTS.fundedEvaluationNotice()).toBe(
      "This course is funded, so all participants must complete evaluations. The pre-course evaluation takes about 2 minutes.",
    );
  });
});

describe("plurals follow each language", () => {
  it("say 1 Upcoming Session and 2 Upcoming Sessions in English", () => {
    expect(formatMessage(en, "en", "sessionList.upcomingSessions", { count: 1 })).toBe("1 Upcoming Session");
    expect(formatMessage(en, "en", "sessionList.upcomingSessions", { count: 2 })).toBe("2 Upcoming Sessions");
  });

  it("use Welsh's six forms: zero, one, two, few, many, other", () => {
    expect([0, 1, 2, 3, 6, 10].map((count) => formatMessage(cy, "cy", "sessionList.upcomingSessions", { count }))).toEqual([
      "Dim sesiynau i ddod",
      "Un sesiwn i ddod",
      "Dwy sesiwn i ddod",
      "Tair sesiwn i ddod",
      "Chwe sesiwn i ddod",
      "10 sesiwn i ddod",
    ]);
  });
});

describe("dates", () => {
  const wednesday = new Date("2026-12-09T10:00:00Z");

  it("name the weekday and month in the reader's language", () => {
    expect(formatFullDate("en", wednesday)).toBe("Wednesday, 9 December 2026");
    expect(formatFullDate("cy", wednesday)).toBe("Dydd Mercher, 9 Rhagfyr 2026");
  });

  it("keep the programme's time zone", () => {
    expect(formatDateTime("cy", new Date("2026-07-01T09:30:00Z"), { hour: "2-digit", minute: "2-digit" })).toBe("10:30");
  });
});

describe("the Accept-Language header", () => {
  it.each([
    ["cy-GB,en;q=0.8", "cy"],
    ["en-GB,cy;q=0.9", "en"],
    ["fr,cy;q=0.5", "cy"],
    ["fr", undefined],
    [undefined, undefined],
  ] as const)("%s → %s", (header, language) => {
    expect(languageOfAcceptLanguage(header)).toBe(language);
  });
});

describe("the other language", () => {
  it("is the one of the two not on screen", () => {
    expect(otherLanguage("cy")).toBe("en");
    expect(otherLanguage("en")).toBe("cy");
  });
});
