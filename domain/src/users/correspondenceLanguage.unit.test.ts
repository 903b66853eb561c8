import { describe, it } from "vitest";
import { givenWhenThen } from "../testing/givenWhenThen";
import { userDecider } from "./decider";
import { registerUser, userRegistered } from "./testFixtures";

const { given } = givenWhenThen(userDecider);
const now = "2026-11-25T09:00:00.000Z";

const registered = (language?: "cy" | "en") => userRegistered({ registeredAt: now, ...(language ? { language } : {}) });

const chosen = (language: "cy" | "en") => ({ type: "CorrespondenceLanguageChosen" as const, data: { userId: "u-1", language, chosenAt: now } });
const choose = (language: "cy" | "en") => ({ type: "ChooseCorrespondenceLanguage" as const, language, now });

describe("the language of a person's correspondence", () => {
  it("is recorded at sign-up with the account", () => {
    given()
      .when(registerUser({ language: "cy", now }))
      .then(registered("cy"));
  });

  it("is chosen on My Account, also by a person never asked before", () => {
    given(registered("en")).when(choose("cy")).then(chosen("cy"));
    given(registered()).when(choose("en")).then(chosen("en"));
  });

  it("records nothing when the choice is already the person's", () => {
    given(registered("cy")).when(choose("cy")).then();
    given(registered(), chosen("cy")).when(choose("cy")).then();
  });

  it("finds nobody once the account is deleted", () => {
    given(registered("cy"), { type: "AccountDeleted", data: { userId: "u-1", erasedKeys: ["u-1"], deletedAt: now } })
      .when(choose("en"))
      .thenFails({ _tag: "NotFound" });
  });
});
