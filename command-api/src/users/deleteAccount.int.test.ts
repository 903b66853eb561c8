import { describe, expect, it } from "vitest";
import {
  ACCOUNT_TEXTS,
  PRODUCT_TEXTS,
  evaluationStream,
  questionnaireOf,
  respondentDataSubject,
  respondentStream,
  userStream,
  visibleGroups,
} from "@wellbeing/domain";
import { completeForm } from "@wellbeing/domain/evaluations/testFixtures";
import { answer, appended, nothingAppended, refused, useCommandSpecification } from "../testing/commandSpecification";
import { givenAccount, givenSession } from "../testing/givenStreams";

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
        appended(userStream(ana.userId), {
          type: "AccountDeleted",
          data: { userId: ana.userId, erasedKeys: [ana.userId], erasedKeyTags: [], deletedAt: spec.now.toISOString() },
        }),
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

  it.each(["admin", "localLead", "trainer"] as const)(
    "given a %s and a participant, when the %s deletes the participant's account or one named by no id, then it is refused (403) and nothing is appended",
    async (role) => {
      const staff = givenAccount(spec.deps.emailIndex, spec.now, { role });
      const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
      await spec
        .given(...staff.streams, ...ana.streams)
        .when({ method: "DELETE", url: `/api/users/${ana.userId}`, as: staff.as })
        .then(refused(403, PRODUCT_TEXTS.notAllowed), nothingAppended());
      await spec.given().when({ method: "DELETE", url: "/api/users/not-a-uuid", as: staff.as }).then(answer(403), nothingAppended());
    },
  );

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

  it("given a participant's response with written answers and saved progress, when they delete their account, then their written answers read as erased, the other answers stay and the progress is gone", async () => {
    const trainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer" });
    const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    const session = givenSession(spec.now, { scheduledBy: trainer.userId, trainerIds: [trainer.userId] });
    const formState = completeForm(visibleGroups(questionnaireOf("v1"), "pre-course", { demographicsKnown: false }));
    await spec
      .given(...trainer.streams, ...ana.streams, session.stream)
      .when({ method: "POST", url: "/api/survey/submit/", body: { sessionId: session.sessionId, surveyType: "pre-course", formState }, as: ana.as })
      .then(answer(201));
    const draftKey = { personId: ana.userId, sessionId: session.sessionId, surveyType: "post" };
    await spec
      .given()
      .when({ method: "PUT", url: "/api/survey/progress", body: { sessionId: session.sessionId, surveyType: "post", formState: {} }, as: ana.as })
      .then(answer(200));
    const [assigned] = await spec.deps.store.readStream(respondentStream(ana.userId));
    const pseudonym = (assigned!.data as { pseudonym: string }).pseudonym;
    const responsesKeyTag = (await spec.deps.keyring.tagsOf([respondentDataSubject(pseudonym)])).get(respondentDataSubject(pseudonym));
    expect(responsesKeyTag).toMatch(/^[0-9a-f]{64}$/);
    const response = async () =>
      (await spec.deps.store.readStream(evaluationStream(session.sessionId, pseudonym)))[0]!.data as { writtenAnswers: unknown; answers: unknown };
    expect((await response()).writtenAnswers).toEqual({ "demographic.jobTitle": "Support worker" });

    await spec
      .given()
      .when({ method: "DELETE", url: `/api/users/${ana.userId}`, as: ana.as })
      .then(answer(200, { message: ACCOUNT_TEXTS.accountDeleted }));
    expect((await response()).writtenAnswers).toBeNull();
    expect((await response()).answers).toMatchObject({ "behaviour.peopleSeen": 0 });
    expect(await spec.deps.surveyDrafts.read(draftKey)).toBeNull();
    // The deletion names every key it destroyed: the person's own openly, their responses' by its erasure tag only
    // (its name would link them to their responses; the tag matches nothing now the key is gone).
    const deleted = (await spec.deps.store.readStream(userStream(ana.userId))).at(-1)!;
    expect(deleted.data).toEqual({ userId: ana.userId, erasedKeys: [ana.userId], erasedKeyTags: [responsesKeyTag], deletedAt: spec.now.toISOString() });
    expect(JSON.stringify(deleted.data)).not.toContain(pseudonym);
    expect(await spec.deps.keyring.keysForReading([ana.userId, respondentDataSubject(pseudonym)])).toEqual(new Map());
  });
});
