import { Either } from "effect";
import { describe, expect, it } from "vitest";
import { message } from "@wellbeing/domain";
import { emptyAddUserDraft, toAddUserInput, validateAddUser } from "./addUserDraft";

const LEAD = "00000000-0000-7000-8000-0000000000b1";
const draft = { ...emptyAddUserDraft, name: "Nia", email: "nia@example.org", role: "trainer" as const, localLead: LEAD, localAuthorities: ["Newport"] };

describe("the add-user form as typed", () => {
  it("sends the lead only for a trainer, and no organisation until one is picked", () => {
    expect(toAddUserInput(draft)).toMatchObject({ localLead: LEAD, organisation: null });
    expect(toAddUserInput({ ...draft, role: "localLead" }).localLead).toBeNull();
    expect(toAddUserInput({ ...draft, localLead: "" }).localLead).toBeNull();
  });

  it("checks the picked organisation as the server does", () => {
    expect(Either.flip(validateAddUser({ ...draft, organisationCategory: "Other, please specify" }))).toEqual(
      Either.right({ "organisation.value": message("validation.required") }),
    );
    expect(Either.getOrThrow(validateAddUser({ ...draft, organisationCategory: "Health" })).organisation).toEqual({ category: "Health", value: "Health" });
  });
});
