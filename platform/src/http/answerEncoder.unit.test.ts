import { Arbitrary, Either, FastCheck, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { API_CONTRACTS } from "@wellbeing/domain";
import { LiveMessage } from "@wellbeing/domain";
import { REFUSED, answerEncoder } from "./answerEncoder";

// The compiled encoder against Effect Schema's own encoding, over every answer of the API: the same
// JSON, to the byte, for any value of the schema, with or without properties it does not name.

const byEffect = (schema: Schema.Schema.AnyNoContext, value: unknown) => Schema.encodeUnknownEither(schema)(value, { onExcessProperty: "ignore" });

/** The value with a property its schema does not name added to every object in it. */
const withExcess = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withExcess);
  if (typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype)
    return { secret: "never sent", ...Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withExcess(inner)])) };
  return value;
};

/** Each answer whose values Effect can generate (a few hold a declared type without a generator: those are left out). */
const answers = [
  ...API_CONTRACTS.filter((contract) => contract.answer !== undefined).map((contract) => [`${contract.method} ${contract.path}`, contract.answer] as const),
  ["the live message", LiveMessage] as const,
].flatMap(([name, schema]) => {
  try {
    return [[name, schema, Arbitrary.make(schema)] as const];
  } catch {
    return [];
  }
});

/** An encoding's outcome as text: the JSON sent, or that it was refused. */
const outcome = (encoded: unknown) => (encoded === REFUSED ? "refused" : JSON.stringify(encoded));

describe("an answer's compiled encoder", () => {
  it("covers nearly every answer of the API", () => {
    expect(answers.length).toBeGreaterThan(API_CONTRACTS.length * 0.9);
  });

  it.each(answers)("gives what Effect Schema's encoding gives: %s", (_name, schema, values) => {
    FastCheck.assert(
      FastCheck.property(values, (value) => {
        expect(Either.isRight(byEffect(schema, value))).toBe(true);
        // With a property added to every object: dropped from a struct, refused by a record whose values it breaks, as Effect does.
        for (const given of [value, withExcess(value)]) {
          const expected = byEffect(schema, given);
          expect(outcome(answerEncoder(schema)(given))).toBe(Either.isRight(expected) ? JSON.stringify(expected.right) : "refused");
        }
      }),
      { numRuns: 25, seed: 30 },
    );
  });

  it("refuses what the schema refuses, as Effect does", () => {
    const schema = Schema.Struct({ id: Schema.String, count: Schema.Number, kind: Schema.NullOr(Schema.Literal("a", "b")), tags: Schema.Array(Schema.String) });
    for (const value of [
      null,
      [],
      { id: 1, count: 1, kind: null, tags: [] },
      { id: "x", count: "1", kind: null, tags: [] },
      { id: "x", count: 1, kind: "c", tags: [] },
      { id: "x", count: 1, kind: "a", tags: [1] },
      { id: "x", count: 1, kind: "a" },
    ]) {
      expect(Either.isLeft(byEffect(schema, value)), JSON.stringify(value)).toBe(true);
      expect(answerEncoder(schema)(value), JSON.stringify(value)).toBe(REFUSED);
    }
  });
});
