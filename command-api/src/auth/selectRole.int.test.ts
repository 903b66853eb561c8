import { describe, it } from "vitest";
import { PRODUCT_TEXTS, type Role } from "@wellbeing/domain";
import { answer, nothingAppended, refused, useCommandSpecification } from "../testing/commandSpecification";
import { givenAccount, signedInAs, type GivenPerson } from "../testing/givenStreams";

const spec = useCommandSpecification();
const URL = "/api/select-role";

/** A trainer who is also a participant, logged in without having chosen yet. */
const givenMulti = () => givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer", otherRoles: ["participant"] });

/** The auth user the answer holds for this person of two accounts, in this role. */
const signedIn = (person: GivenPerson, role: Role | null) => signedInAs(person, role, ["trainer", "participant"]);

describe("POST select-role (selectRole)", () => {
  it.each(["trainer", "participant", null] as const)(
    "given a trainer who is also a participant, when they choose %s, then they act as it and nothing is appended",
    async (role) => {
      const multi = givenMulti();
      await spec
        .given(...multi.streams)
        .when({ method: "POST", url: URL, body: { role }, as: multi.as })
        .then(answer(200, signedIn(multi, role)), nothingAppended());
    },
  );

  it("given a trainer who is also a participant, when they choose an account they do not hold, then it is refused (403) and nothing is appended", async () => {
    const multi = givenMulti();
    await spec
      .given(...multi.streams)
      .when({ method: "POST", url: URL, body: { role: "admin" }, as: multi.as })
      .then(refused(403, PRODUCT_TEXTS.notAllowed), nothingAppended());
  });

  it("given a trainer who is also a participant, when they choose an account kind that does not exist, then it is refused (400) and nothing is appended", async () => {
    const multi = givenMulti();
    await spec
      .given(...multi.streams)
      .when({ method: "POST", url: URL, body: { role: "overlord" }, as: multi.as })
      .then(answer(400), nothingAppended());
  });

  it("given nobody logged in, when they choose an account, then it is refused (401) and nothing is appended", async () => {
    await spec
      .given()
      .when({ method: "POST", url: URL, body: { role: "trainer" } })
      .then(refused(401, PRODUCT_TEXTS.notLoggedIn), nothingAppended());
  });
});
