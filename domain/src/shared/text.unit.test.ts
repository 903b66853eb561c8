import { Either } from "effect";
import { describe, expect, it } from "vitest";
import { LIMITS } from "../constants";
import { INPUT_TEXTS, VALIDATION } from "../messages";
import { decodeSessionForm } from "../sessions/form";
import { decodeFields } from "./fieldErrors";
import { ParticipantSignUp } from "../auth/forms";
import { hasUnsafeCharacters } from "./text";
import { ENGLISH_TEXTS, inEnglish } from "@wellbeing/i18n";

describe("text a read model can hold", () => {
  it("refuses NUL, the other control characters, DEL, C1 controls and lone surrogates", () => {
    for (const odd of ["\u0000", "\u0001", "\u0008", "\u000b", "\u000c", "\u001f", "\u007f", "\u0085", "\u009f", "\ud800", "\udfff", "a\udbffb"]) {
      expect(hasUnsafeCharacters(`before${odd}after`), JSON.stringify(odd)).toBe(true);
    }
  });

  it("keeps tab, line breaks, every letter and paired surrogates (emoji)", () => {
    for (const fine of ["line\nbreak", "tab\there", "crlf\r\n", "Siân Llŷr", "测试", "🙂", "\u200f", "\ufeff"]) {
      expect(hasUnsafeCharacters(fine), JSON.stringify(fine)).toBe(false);
    }
  });
});

describe("forms refuse what no column can hold, with a field message", () => {
  it("given a sign-up whose name holds NUL, when decoded, then the name is refused", () => {
    const decoded = decodeFields(ParticipantSignUp)({ name: "Ana\u0000", email: "ana@example.org", password: "Str0ng!pass" });
    expect(Either.isLeft(decoded) && inEnglish(decoded.left)).toEqual({ name: INPUT_TEXTS.unsupportedCharacters });
  });

  it("given a session beyond the capacity maximum or with over-long address lines, when decoded, then each field says why", () => {
    const decoded = decodeSessionForm({
      dates: [{ sessionDate: "2026-12-01", startTime: "10:00", endTime: "12:00" }],
      remote: false,
      address: { addressLine1: "x".repeat(101), addressLine2: "y".repeat(101), town: "z".repeat(101), postcode: "NP20 1AA" },
      course: "C5",
      modules: ["1"],
      capacity: 2_147_483_648,
      partnerTrainer1: "0190a000-0000-7000-8000-00000000c001",
      contactEmail: "tara@example.org",
      extraInfo: "tea \ud800",
    });
    expect(Either.isLeft(decoded) && inEnglish(decoded.left)).toEqual({
      capacity: ENGLISH_TEXTS.input.capacityTooLarge(LIMITS.maxCapacity),
      "address.addressLine1": VALIDATION.tooLong100,
      "address.addressLine2": VALIDATION.tooLong100,
      "address.town": VALIDATION.tooLong100,
      extraInfo: INPUT_TEXTS.unsupportedCharacters,
    });
  });
});
