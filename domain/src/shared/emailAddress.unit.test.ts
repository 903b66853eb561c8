import { Either, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { isListableEmail } from "../roster/emailList";
import { Email, isEmail } from "./fields";

// An address passes only if a mail server will take it (RFC 5321): the part before @ a dot-atom
// (no leading, trailing or doubled dot) of at most 64 characters, the domain host names.

describe("isEmail (every form and decoder checks addresses with it)", () => {
  it("accepts what mail servers take", () => {
    for (const address of [
      "ana@example.org",
      "ana.jones@example.org",
      "o'neil+news@mail.example.co.uk",
      "a_b-c@x-y.test",
      "x@a.b",
      `${"a".repeat(64)}@example.org`,
      "!#$%&'*+/=?^_`{|}~-@example.org",
    ]) {
      expect(isEmail(address), address).toBe(true);
    }
  });

  it("refuses local parts a mail server refuses: a dot first, last or doubled, and more than 64 characters", () => {
    for (const address of [".a@x.test", "a.@x.test", "a..b@x.test", "..@x.test", ".@x.test", `${"a".repeat(65)}@example.org`]) {
      expect(isEmail(address), address).toBe(false);
    }
  });

  it("refuses what is no address at all", () => {
    for (const address of [
      "",
      "@x.test",
      "a@",
      "a@x",
      "a b@x.test",
      "a@x..test",
      "a@-x.test",
      "a@x-.test",
      "a@@x.test",
      '"a b"@x.test',
      "a@[127.0.0.1]",
      "a@x.test.",
      "ä@x.test",
    ]) {
      expect(isEmail(address), address).toBe(false);
    }
  });

  it("is what the Email field and the invite box's lists use", () => {
    expect(Either.isLeft(Schema.decodeUnknownEither(Email)("a..b@x.test"))).toBe(true);
    expect(Either.isRight(Schema.decodeUnknownEither(Email)(" Ana.Jones@Example.org "))).toBe(true);
    expect(isListableEmail(".a@x.test")).toBe(false);
  });
});
