import { en, message, type Messages } from "@wellbeing/domain";
import { cy } from "@wellbeing/domain/i18n/cy";
import { describe, expect, it } from "vitest";
import { ENGLISH_WORDING, inEnglish, inEnglishWords } from "./english";
import { formatMessage, translator } from "./translate";

describe("wording a catalogue text", () => {
  it("given a count, when worded, then each language's plural rules pick the words", () => {
    expect(translator(en, "en")("results.responsesCount", { count: 1 })).toBe("1 response");
    expect(translator(en, "en")("results.responsesCount", { count: 2 })).toBe("2 responses");
    expect(translator(cy, "cy")("results.responsesCount", { count: 0 })).toBe("Dim ymatebion");
    expect(translator(cy, "cy")("results.responsesCount", { count: 2 })).toBe("2 ymateb");
  });

  it("given a text with a `<`, when worded, then the `<` is a character, not a tag", () => {
    const messages = { ...en, results: { ...en.results, responsesCount: "fewer than <b>{count}</b>" } } as Messages;
    expect(formatMessage(messages, "en", "results.responsesCount", { count: 3 })).toBe("fewer than <b>3</b>");
  });

  it("given field messages, when worded in English, then each field reads the specification's words", () => {
    expect(inEnglish({ email: message("validation.invalidEmail") })).toEqual({ email: "Invalid email" });
    expect(ENGLISH_WORDING).toEqual({ t: inEnglishWords, language: "en" });
  });
});
