import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { cy } from "./cy";
import { formatDateTime, formatFullDate } from "./dates";
import { en, type Messages } from "./en";
import { languageOfAcceptLanguage, otherLanguage } from "./language";
import { catalogueKeys as keysOf } from "./translate";
import { ENGLISH_TEXTS, formatMessage } from "@wellbeing/i18n";

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
    expect(ENGLISH_TEXTS.input.tooLong(2000)).toBe("Too long - should be 2000 characters maximum");
    expect(ENGLISH_TEXTS.roster.evaluatedCannotBeRemoved(["a@x.org", "b@x.org"])).toBe(
      "a@x.org, b@x.org completed the post-session evaluation and cannot be removed",
    );
    expect(ENGLISH_TEXTS.session.fundedEvaluationNotice()).toBe(
      "This course is funded, so all participants must complete evaluations. The pre-course evaluation takes about 2 minutes.",
    );
  });
});

/** Every plural argument of a text, with the categories it words (an exact `=N` case is not a category). */
const pluralsOf = (source: string, language: "en" | "cy"): Array<{ readonly argument: string; readonly categories: string[] }> => {
  const found: Array<{ argument: string; categories: string[] }> = [];
  const walk = (elements: ReadonlyArray<unknown>) => {
    for (const element of elements as Array<{ value?: unknown; options?: Record<string, { value: unknown[] }>; pluralType?: string }>) {
      if (!element.options) continue;
      if (element.pluralType === "cardinal")
        found.push({ argument: String(element.value), categories: Object.keys(element.options).filter((key) => !key.startsWith("=")) });
      for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(source, language, undefined, { ignoreTag: true }).getAst());
  return found;
};

const sourcesOf = (messages: Messages) =>
  keysOf(messages).map((key) => {
    const [group, name] = key.split(".") as [keyof Messages, string];
    return [key, (messages[group] as Record<string, string>)[name]!] as const;
  });

describe("counted nouns (docs/i18n.md)", () => {
  it("in Welsh, word every category Intl.PluralRules('cy') has: zero, one, two, few, many, other", () => {
    const welshCategories = [...new Intl.PluralRules("cy").resolvedOptions().pluralCategories].sort();
    expect(welshCategories).toEqual(["few", "many", "one", "other", "two", "zero"]);
    for (const [key, source] of sourcesOf(cy)) {
      for (const plural of pluralsOf(source, "cy")) expect(plural.categories.sort(), `${key} {${plural.argument}}`).toEqual(welshCategories);
    }
  });

  it("in English, word one and other", () => {
    for (const [key, source] of sourcesOf(en)) {
      for (const plural of pluralsOf(source, "en")) expect(plural.categories.sort(), `${key} {${plural.argument}}`).toEqual(["one", "other"]);
    }
  });

  it("count the same things in both languages: a text counted in one is counted in the other", () => {
    const counted = (messages: Messages, language: "en" | "cy") =>
      sourcesOf(messages)
        .filter(([, source]) => pluralsOf(source, language).length > 0)
        .map(([key]) => key);
    expect(counted(cy, "cy")).toEqual(counted(en, "en"));
  });

  it("take the singular noun after a Welsh numeral: '4 sesiwn i ddod', never '4 sesiynau'", () => {
    const count = (key: Parameters<typeof formatMessage>[2], params: Record<string, number>) => formatMessage(cy, "cy", key, params);
    expect([1, 2, 3, 4, 6, 11].map((n) => `${n} ${count("sessionList.upcomingCount", { count: n })}`)).toEqual([
      "1 sesiwn i ddod",
      "2 sesiwn i ddod",
      "3 sesiwn i ddod",
      "4 sesiwn i ddod",
      "6 sesiwn i ddod",
      "11 sesiwn i ddod",
    ]);
    expect(count("session.responses", { count: 3, total: 4 })).toBe("Ymatebion: 3 o 4 mynychwr");
    expect(count("session.responses", { count: 1, total: 2 })).toBe("Ymatebion: 1 o 2 fynychwr");
    expect(count("staffHome.removalRequestsDetail", { count: 3 })).toBe("Mae 3 chyfranogwr wedi gofyn am gael eu tynnu allan.");
    expect(count("results.sessionsShown", { shown: 25, count: 40 })).toBe("Yn dangos y 25 diweddaraf o 40 sesiwn");
  });

  it("keep the specification's English words for its counts", () => {
    expect(formatMessage(en, "en", "session.responses", { count: 3, total: 4 })).toBe("Responses: 3 out of 4 attendees");
    expect(formatMessage(en, "en", "session.responses", { count: 1, total: 1 })).toBe("Responses: 1 out of 1 attendee");
    expect(formatMessage(en, "en", "input.tooLong", { max: "100" })).toBe("Too long - should be 100 characters maximum");
    expect(formatMessage(en, "en", "sessionList.upcomingCount", { count: 4 })).toBe("Upcoming Sessions");
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
