import { Either, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { message } from "../i18n/translate";
import { decodeFields } from "./fieldErrors";
import { messageSaid, says, saying } from "./fieldMessage";
import { inEnglish } from "@wellbeing/i18n";

const Form = Schema.Struct({
  name: Schema.String.pipe(Schema.maxLength(3, saying("input.tooLong", { max: "3" }))),
  code: Schema.String.pipe(Schema.filter((code) => code === "ok" || says("validation.invalidLink"))),
  count: Schema.Number,
});

const refusal = (input: unknown) => Either.getOrThrow(Either.flip(decodeFields(Form)(input)));

describe("field messages through a schema", () => {
  it("given a schema's own message, when a field breaks it, then the field carries that catalogue message with its arguments", () => {
    expect(refusal({ name: "Anna", code: "no", count: 1 })).toEqual({
      name: message("input.tooLong", { max: "3" }),
      code: message("validation.invalidLink"),
    });
  });

  it("given no field at all, when decoded, then it is required", () => {
    expect(refusal({ name: "Ana", code: "ok" })).toEqual({ count: message("validation.required") });
  });

  it("given a shape no message of ours covers, when decoded, then Effect's own English words are kept as they are", () => {
    const { count } = refusal({ name: "Ana", code: "ok", count: "one" });
    expect(count?.key).toBe("input.notUnderstood");
    expect(inEnglish({ count: count! }).count).toBe(count?.params?.detail);
  });

  it("reads back only what says wrote", () => {
    expect(messageSaid(says("validation.required"))).toEqual(message("validation.required"));
    expect(messageSaid("This field is required")).toBeUndefined();
  });
});
