import { Either } from "effect";
import { describe, expect, it } from "vitest";
import { PRODUCT_TEXTS, VALIDATION } from "../messages";
import { decodeAddTrainerToGroup, decodeAddUser, titleCase } from "./forms";
import { inEnglish } from "@wellbeing/i18n";

const LEAD = "00000000-0000-7000-8000-0000000000b1";

const addUser = (overrides: Record<string, unknown> = {}) =>
  Either.mapLeft(
    decodeAddUser({
      name: " Nia Newcomer ",
      email: " Nia@Example.ORG ",
      role: "trainer",
      localLead: LEAD,
      organisation: { category: "Health", value: "Health" },
      localAuthorities: ["Newport", "Torfaen"],
      ...overrides,
    }),
    inEnglish,
  );

describe("the add-user form (§3, §5)", () => {
  it("trims the name, trims and lowercases the e-mail", () => {
    expect(Either.getOrThrow(addUser())).toEqual({
      name: "Nia Newcomer",
      email: "nia@example.org",
      role: "trainer",
      localLead: LEAD,
      organisation: { category: "Health", value: "Health" },
      localAuthorities: ["Newport", "Torfaen"],
    });
  });

  it("gives every missing field its message at once", () => {
    expect(Either.flip(Either.mapLeft(decodeAddUser({}), inEnglish))).toEqual(
      Either.right({ name: VALIDATION.required, email: VALIDATION.required, role: VALIDATION.required, localAuthorities: VALIDATION.selectAtLeastOne }),
    );
  });

  it("given an auditor, then no local authorities are asked for, and any sent are left out", () => {
    const auditor = { name: "Aled Auditor", email: "aled@example.org", role: "auditor" };
    expect(Either.getOrThrow(Either.mapLeft(decodeAddUser(auditor), inEnglish)).localAuthorities).toEqual([]);
    expect(Either.getOrThrow(addUser({ role: "auditor" })).localAuthorities).toEqual([]);
    expect(Either.flip(addUser({ role: "trainer", localAuthorities: [] }))).toEqual(Either.right({ localAuthorities: VALIDATION.selectAtLeastOne }));
  });

  it("only adds trainers and local leads", () => {
    expect(Either.flip(addUser({ role: "admin" }))).toEqual(Either.right({ role: VALIDATION.required }));
    expect(Either.flip(addUser({ role: "participant" }))).toEqual(Either.right({ role: VALIDATION.required }));
  });

  it("a local lead belongs to no group; a trainer's local lead must be an id", () => {
    expect(Either.getOrThrow(addUser({ role: "localLead" })).localLead).toBeNull();
    expect(Either.getOrThrow(addUser({ localLead: null })).localLead).toBeNull();
    expect(Either.flip(addUser({ localLead: "Lee" }))).toEqual(Either.right({ localLead: PRODUCT_TEXTS.chooseLocalLead }));
  });

  it("needs at least one local authority", () => {
    expect(Either.flip(addUser({ localAuthorities: [] }))).toEqual(Either.right({ localAuthorities: VALIDATION.selectAtLeastOne }));
    expect(Either.getOrThrow(addUser({ localAuthorities: ["Newport", " Newport "] })).localAuthorities).toEqual(["Newport"]);
  });

  it("keeps the picked organisation group, and asks for the free text of 'Other, please specify'", () => {
    expect(Either.getOrThrow(addUser({ organisation: null })).organisation).toBeNull();
    expect(Either.getOrThrow(addUser({ organisation: { category: "Housing", value: "anything" } })).organisation).toEqual({
      category: "Housing",
      value: "Housing",
    });
    expect(Either.flip(addUser({ organisation: { category: "Other, please specify", value: " " } }))).toEqual(
      Either.right({ "organisation.value": VALIDATION.required }),
    );
    expect(Either.getOrThrow(addUser({ organisation: { category: "Other, please specify", value: " Gwent Rowing Club " } })).organisation).toEqual({
      category: "Other, please specify",
      value: "Gwent Rowing Club",
    });
    expect(Either.flip(addUser({ organisation: { category: "Bakery", value: "x" } }))).toEqual(Either.right({ "organisation.category": VALIDATION.required }));
  });

  it("refuses over-long names and e-mails", () => {
    expect(Either.flip(addUser({ name: "n".repeat(101) }))).toEqual(Either.right({ name: VALIDATION.tooLong100 }));
    expect(Either.flip(addUser({ email: `${"e".repeat(95)}@x.org` }))).toEqual(Either.right({ email: VALIDATION.tooLong100 }));
  });
});

describe("the add-trainer form", () => {
  it("title-cases the name and normalises the e-mail", () => {
    expect(Either.getOrThrow(decodeAddTrainerToGroup({ email: " Tom@Example.org", name: "tom o'neil-jones" }))).toEqual({
      email: "tom@example.org",
      name: "Tom O'neil-Jones",
    });
  });

  it("needs a valid e-mail and a name", () => {
    expect(Either.flip(Either.mapLeft(decodeAddTrainerToGroup({ email: "tom", name: "" }), inEnglish))).toEqual(
      Either.right({ email: VALIDATION.invalidEmail, name: VALIDATION.required }),
    );
  });

  it("keeps capitals already typed", () => {
    expect(titleCase("ana mcDonald")).toBe("Ana McDonald");
    expect(titleCase("émile zola")).toBe("Émile Zola");
  });
});
