import { describe, it } from "vitest";
import { ACCOUNT_TEXTS, PRODUCT_TEXTS, userStream } from "@wellbeing/domain";
import { answer, appended, nothingAppended, refused, useCommandSpecification } from "../testing/commandSpecification";
import { givenAccount } from "../testing/givenStreams";

// A person may always delete their own account: the one refusal is of anyone else.

const spec = useCommandSpecification();

describe("DELETE users/:id (deleteAccount)", () => {
  it("given an account, when its holder deletes it, then the deletion names the erased key and the address is given up", async () => {
    const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    await spec
      .given(...ana.streams)
      .when({ method: "DELETE", url: `/api/users/${ana.userId}`, as: ana.as })
      .then(
        answer(200, { message: ACCOUNT_TEXTS.accountDeleted }),
        appended(userStream(ana.userId), { type: "AccountDeleted", data: { userId: ana.userId, erasedKeys: [ana.userId], deletedAt: spec.now.toISOString() } }),
        appended(spec.deps.emailIndex.streamOf(ana.email), { type: "EmailReleased", data: { userId: ana.userId } }),
      );
  });

  it("given two accounts, when one deletes the other, then it is refused (403) and nothing is appended", async () => {
    const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    const ben = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    await spec
      .given(...ana.streams, ...ben.streams)
      .when({ method: "DELETE", url: `/api/users/${ben.userId}`, as: ana.as })
      .then(refused(403, PRODUCT_TEXTS.notAllowed), nothingAppended());
  });

  it.each(["admin", "localLead", "trainer"] as const)("given a %s and a participant, when the %s deletes the participant's account or one named by no id, then it is refused (403) and nothing is appended", async (role) => {
    const staff = givenAccount(spec.deps.emailIndex, spec.now, { role });
    const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    await spec
      .given(...staff.streams, ...ana.streams)
      .when({ method: "DELETE", url: `/api/users/${ana.userId}`, as: staff.as })
      .then(refused(403, PRODUCT_TEXTS.notAllowed), nothingAppended());
    await spec.given().when({ method: "DELETE", url: "/api/users/not-a-uuid", as: staff.as }).then(answer(403), nothingAppended());
  });

  it("given a trainer who is also a participant, when they delete another's account, then it is refused (403) and nothing is appended", async () => {
    const multi = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer", otherRoles: ["participant"] });
    const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    await spec
      .given(...multi.streams, ...ana.streams)
      .when({ method: "DELETE", url: `/api/users/${ana.userId}`, as: multi.as })
      .then(refused(403, PRODUCT_TEXTS.notAllowed), nothingAppended());
  });

  it("given an account, when nobody logged in deletes it, then it is refused (401) and nothing is appended", async () => {
    const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    await spec
      .given(...ana.streams)
      .when({ method: "DELETE", url: `/api/users/${ana.userId}` })
      .then(refused(401, PRODUCT_TEXTS.notLoggedIn), nothingAppended());
  });

  it("given a participant, when they delete an account named by no id, then it is refused (403) and nothing is appended", async () => {
    const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    await spec
      .given(...ana.streams)
      .when({ method: "DELETE", url: "/api/users/not-a-uuid", as: ana.as })
      .then(answer(403), nothingAppended());
  });
});
