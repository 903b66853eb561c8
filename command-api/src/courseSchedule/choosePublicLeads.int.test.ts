import { describe, it } from "vitest";
import { COURSE_SCHEDULE_STREAM, LIST_TEXTS, PRODUCT_TEXTS } from "@wellbeing/domain";
import { answer, appended, existingStream, nothingAppended, refused, useCommandSpecification } from "../testing/commandSpecification";
import { givenAccount } from "../testing/givenStreams";

const spec = useCommandSpecification();

const URL = "/api/course-schedule/leads";

/** An admin, a local lead and a trainer. */
const story = () => {
  const admin = givenAccount(spec.deps.emailIndex, spec.now, { role: "admin" });
  const lead = givenAccount(spec.deps.emailIndex, spec.now, { role: "localLead" });
  const trainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer", localLeadId: lead.userId });
  return { admin, lead, trainer, people: [...admin.streams, ...lead.streams, ...trainer.streams] };
};

describe("POST course-schedule/leads (choosePublicLeads)", () => {
  it("given an admin and a local lead, when the admin chooses the lead, then the choice is recorded and the lead listed", async () => {
    const { admin, lead, people } = story();
    await spec
      .given(...people)
      .when({ method: "POST", url: URL, body: { leads: [lead.userId] }, as: admin.as })
      .then(
        answer(200, [{ _id: lead.userId, name: lead.name, showSessionsPublicly: true }]),
        appended(COURSE_SCHEDULE_STREAM, {
          type: "PublicLeadsChosen",
          data: { leadIds: [lead.userId], chosenBy: admin.userId, chosenAt: spec.now.toISOString() },
        }),
      );
  });

  it("given the leads chosen already, when an admin chooses the same again, then nothing is appended", async () => {
    const { admin, lead, people } = story();
    const chosen = existingStream(COURSE_SCHEDULE_STREAM, {
      type: "PublicLeadsChosen",
      data: { leadIds: [lead.userId], chosenBy: admin.userId, chosenAt: spec.now.toISOString() },
    });
    await spec
      .given(...people, chosen)
      .when({ method: "POST", url: URL, body: { leads: [lead.userId] }, as: admin.as })
      .then(answer(200), nothingAppended());
  });

  it("given a local lead and a trainer, when an admin chooses both, then the leads field says only local leads and nothing is appended", async () => {
    const { admin, lead, trainer, people } = story();
    await spec
      .given(...people)
      .when({ method: "POST", url: URL, body: { leads: [lead.userId, trainer.userId] }, as: admin.as })
      .then(refused(400, PRODUCT_TEXTS.invalidInput, { leads: LIST_TEXTS.chooseLocalLeads }), nothingAppended());
  });

  it.each([{}, { leads: "all" }, { leads: ["x"] }, { leads: [42] }, "null", "[]"])(
    "given an admin, when they send %j, then it is refused (400) and nothing is appended",
    async (body) => {
      const { admin, people } = story();
      await spec
        .given(...people)
        .when({ method: "POST", url: URL, body, headers: { "content-type": "application/json" }, as: admin.as })
        .then(answer(400), nothingAppended());
    },
  );

  it.each(["localLead", "trainer", "participant"] as const)(
    "given a local lead, when a %s chooses them, then it is refused (403) and nothing is appended",
    async (role) => {
      const { lead, people } = story();
      const caller = givenAccount(spec.deps.emailIndex, spec.now, { role });
      await spec
        .given(...people, ...caller.streams)
        .when({ method: "POST", url: URL, body: { leads: [lead.userId] }, as: caller.as })
        .then(refused(403, PRODUCT_TEXTS.notAllowed), nothingAppended());
    },
  );

  it("given a local lead, when nobody logged in chooses them, then it is refused (401) and nothing is appended", async () => {
    const { lead, people } = story();
    await spec
      .given(...people)
      .when({ method: "POST", url: URL, body: { leads: [lead.userId] } })
      .then(refused(401, PRODUCT_TEXTS.notLoggedIn), nothingAppended());
  });
});
