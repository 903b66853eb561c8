import { describe, it } from "vitest";
import { PRODUCT_TEXTS, VALIDATION, sessionStream, type Module } from "@wellbeing/domain";
import { answer, appended, existingStream, nothingAppended, refused, useCommandSpecification } from "../testing/commandSpecification";
import { givenAccount, givenSession, sessionDetails, sessionFormOf, type GivenSession, type SessionDetails } from "../testing/givenStreams";

const spec = useCommandSpecification();

/** A trainer and the session they deliver. */
const story = () => {
  const trainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer" });
  const session = givenSession(spec.now, { scheduledBy: trainer.userId, trainerIds: [trainer.userId] });
  return { trainer, session, url: `/api/session-edit/${session.sessionId}` };
};

/** A local lead, a trainer of their group and the session the trainer delivers; an admin; another lead with a trainer of their own. */
const groupStory = (options: { readonly modules?: ReadonlyArray<Module> } = {}) => {
  const lead = givenAccount(spec.deps.emailIndex, spec.now, { role: "localLead" });
  const trainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer", localLeadId: lead.userId });
  const admin = givenAccount(spec.deps.emailIndex, spec.now, { role: "admin" });
  const otherLead = givenAccount(spec.deps.emailIndex, spec.now, { role: "localLead" });
  const otherTrainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer", localLeadId: otherLead.userId });
  const session = givenSession(spec.now, { scheduledBy: trainer.userId, trainerIds: [trainer.userId], ...options });
  const streams = [...lead.streams, ...trainer.streams, ...admin.streams, ...otherLead.streams, ...otherTrainer.streams, session.stream];
  return { lead, trainer, admin, otherLead, otherTrainer, session, streams, url: `/api/session-edit/${session.sessionId}` };
};

/** The event of an edit of `session` (scheduled by `scheduledBy`) to `details` by `editedBy`. */
const sessionEdited = (session: GivenSession, details: object, scheduledBy: string, editedBy: string) => ({
  type: "SessionEdited",
  data: { sessionId: session.sessionId, ...details, previousDates: session.details.dates, scheduledBy, editedBy, editedAt: spec.now.toISOString() },
});

/** A date `days` after the session's first. */
const laterDate = (session: GivenSession, days: number) => {
  const first = session.details.dates[0]!;
  const day = new Date(Date.parse(`${first.sessionDate}T00:00:00Z`) + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return { ...first, sessionDate: day };
};

describe("PATCH session-edit (editSession)", () => {
  it("given a trainer's session, when they raise its capacity, then the session is edited with its full new details and the dates it had", async () => {
    const { trainer, session, url } = story();
    const changed = { ...session.details, capacity: 20 };
    await spec
      .given(...trainer.streams, session.stream)
      .when({ method: "PATCH", url, body: sessionFormOf(changed), as: trainer.as })
      .then(
        answer(200, { id: session.sessionId }),
        appended(sessionStream(session.sessionId), {
          type: "SessionEdited",
          data: {
            sessionId: session.sessionId,
            ...changed,
            previousDates: session.details.dates,
            scheduledBy: trainer.userId,
            editedBy: trainer.userId,
            editedAt: spec.now.toISOString(),
          },
        }),
      );
  });

  it("given a trainer's session, when they add a date, then it is refused with the specification's message and nothing is appended", async () => {
    const { trainer, session, url } = story();
    const [first] = session.details.dates;
    const twoDates = { ...session.details, dates: [first!, { ...first!, sessionDate: `${first!.sessionDate.slice(0, 8)}28` }] };
    await spec
      .given(...trainer.streams, session.stream)
      .when({ method: "PATCH", url, body: sessionFormOf(twoDates), as: trainer.as })
      .then(refused(403, PRODUCT_TEXTS.dateCountAdminOnly), nothingAppended());
  });

  it("given a trainer's session, when another trainer edits it, then it is refused (403) and nothing is appended", async () => {
    const { trainer, session, url } = story();
    const other = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer" });
    await spec
      .given(...trainer.streams, ...other.streams, session.stream)
      .when({ method: "PATCH", url, body: sessionFormOf({ ...session.details, capacity: 20 }), as: other.as })
      .then(refused(403, PRODUCT_TEXTS.notAllowed), nothingAppended());
  });

  it("given a trainer's session, when a participant edits it, then it is refused (403) and nothing is appended", async () => {
    const { trainer, session, url } = story();
    const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    await spec
      .given(...trainer.streams, ...ana.streams, session.stream)
      .when({ method: "PATCH", url, body: sessionFormOf({ ...session.details, capacity: 20 }), as: ana.as })
      .then(refused(403, PRODUCT_TEXTS.notAllowed), nothingAppended());
  });

  it.each(["lead", "admin"] as const)("given a trainer's session, when the trainer's %s edits it, then the session is edited", async (member) => {
    const story = groupStory();
    const changed = { ...story.session.details, capacity: 15 };
    await spec
      .given(...story.streams)
      .when({ method: "PATCH", url: story.url, body: sessionFormOf(changed), as: story[member].as })
      .then(
        answer(200, { id: story.session.sessionId }),
        appended(sessionStream(story.session.sessionId), sessionEdited(story.session, changed, story.trainer.userId, story[member].userId)),
      );
  });

  it("given a trainer's session, when nobody logged in edits it, then it is refused (401) and nothing is appended", async () => {
    const { trainer, session, url } = story();
    await spec
      .given(...trainer.streams, session.stream)
      .when({ method: "PATCH", url, body: sessionFormOf(session.details) })
      .then(refused(401, PRODUCT_TEXTS.notLoggedIn), nothingAppended());
  });

  it("given a trainer's session, when another group's lead edits it, or another trainer with bad input, then it is refused (403) before the input is judged and nothing is appended", async () => {
    const story = groupStory();
    await spec
      .given(...story.streams)
      .when({ method: "PATCH", url: story.url, body: sessionFormOf(story.session.details), as: story.otherLead.as })
      .then(refused(403, PRODUCT_TEXTS.notAllowed), nothingAppended());
    await spec
      .given()
      .when({ method: "PATCH", url: story.url, body: { capacity: 0 }, as: story.otherTrainer.as })
      .then(refused(403, PRODUCT_TEXTS.notAllowed), nothingAppended());
  });

  it("given a trainer's session, when they send bad fields, then each field gets the specification's message and nothing is appended", async () => {
    const { trainer, session, url } = story();
    const badDate = { sessionDate: session.details.dates[0]!.sessionDate, startTime: "12:00", endTime: "11:00" };
    await spec
      .given(...trainer.streams, session.stream)
      .when({
        method: "PATCH",
        url,
        body: sessionFormOf({ ...session.details, dates: [badDate], capacity: 0, modules: [], contactEmail: "nope" }),
        as: trainer.as,
      })
      .then(
        refused(400, PRODUCT_TEXTS.invalidInput, {
          "dates.0.endTime": VALIDATION.endBeforeStart,
          capacity: VALIDATION.positiveNumber,
          modules: VALIDATION.selectAtLeastOne,
          contactEmail: VALIDATION.invalidEmail,
        }),
        nothingAppended(),
      );
    await spec
      .given()
      .when({ method: "PATCH", url, body: { ...sessionFormOf(session.details), meetingPlatform: null, meetingLink: null }, as: trainer.as })
      .then(refused(400, PRODUCT_TEXTS.invalidInput, { meetingPlatform: VALIDATION.required, meetingLink: VALIDATION.required }), nothingAppended());
  });

  it("given a trainer's session, when they send a body that is no object, then it is refused (400) and nothing is appended", async () => {
    const { trainer, session, url } = story();
    await spec
      .given(...trainer.streams, session.stream)
      .when({ method: "PATCH", url, body: "null", headers: { "content-type": "application/json" }, as: trainer.as })
      .then(answer(400), nothingAppended());
  });

  it.each(["0190a1b2-0000-7000-8000-000000000001", "not-an-id"])(
    "given an admin, when they edit the session %s that does not exist, then it is not found (404) and nothing is appended",
    async (sessionId) => {
      const admin = givenAccount(spec.deps.emailIndex, spec.now, { role: "admin" });
      const trainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer" });
      await spec
        .given(...admin.streams, ...trainer.streams)
        .when({
          method: "PATCH",
          url: `/api/session-edit/${sessionId}`,
          body: sessionFormOf(sessionDetails(spec.now, { trainerIds: [trainer.userId] })),
          as: admin.as,
        })
        .then(refused(404, "No session found"), nothingAppended());
    },
  );

  it("given a deleted session, when an admin edits it, then it is not found (404) and nothing is appended", async () => {
    const story = groupStory();
    const deleted = existingStream(story.session.stream.streamId, ...story.session.stream.events, {
      type: "SessionDeleted",
      data: {
        sessionId: story.session.sessionId,
        shortId: story.session.shortId,
        trainerIds: [story.trainer.userId],
        deletedBy: story.admin.userId,
        deletedAt: spec.now.toISOString(),
      },
    });
    await spec
      .given(...story.streams.filter((stream) => stream !== story.session.stream), deleted)
      .when({ method: "PATCH", url: story.url, body: sessionFormOf(story.session.details), as: story.admin.as })
      .then(refused(404, "No session found"), nothingAppended());
  });

  it("given a trainer's session, when their lead adds a date, then it is refused with the specification's message; an admin may add it", async () => {
    const story = groupStory();
    const twoDates = { ...story.session.details, dates: [story.session.details.dates[0]!, laterDate(story.session, 7)] };
    await spec
      .given(...story.streams)
      .when({ method: "PATCH", url: story.url, body: sessionFormOf(twoDates), as: story.lead.as })
      .then(refused(403, PRODUCT_TEXTS.dateCountAdminOnly), nothingAppended());
    await spec
      .given()
      .when({ method: "PATCH", url: story.url, body: sessionFormOf(twoDates), as: story.admin.as })
      .then(
        answer(200, { id: story.session.sessionId }),
        appended(sessionStream(story.session.sessionId), sessionEdited(story.session, twoDates, story.trainer.userId, story.admin.userId)),
      );
  });

  it("given a session of two dates, when its trainer removes one, then it is refused with the specification's message and nothing is appended", async () => {
    const story = groupStory();
    const twoDates = { ...story.session.details, dates: [story.session.details.dates[0]!, laterDate(story.session, 7)] };
    await spec
      .given(...story.streams)
      .when({ method: "PATCH", url: story.url, body: sessionFormOf(twoDates), as: story.admin.as })
      .then(answer(200, { id: story.session.sessionId }));
    await spec
      .given()
      .when({ method: "PATCH", url: story.url, body: sessionFormOf(story.session.details), as: story.trainer.as })
      .then(refused(403, PRODUCT_TEXTS.dateCountAdminOnly), nothingAppended());
  });

  it("given a trainer's session, when an admin sends no date or five, then the dates field says one to four and nothing is appended", async () => {
    const story = groupStory();
    const five = [0, 1, 2, 3, 4].map((days) => ({ sessionDate: laterDate(story.session, days).sessionDate }));
    await spec
      .given(...story.streams)
      .when({ method: "PATCH", url: story.url, body: sessionFormOf({ ...story.session.details, dates: [] }), as: story.admin.as })
      .then(refused(400, PRODUCT_TEXTS.invalidInput, { dates: VALIDATION.minOneDate }), nothingAppended());
    await spec
      .given()
      .when({ method: "PATCH", url: story.url, body: { ...sessionFormOf(story.session.details), dates: five }, as: story.admin.as })
      .then(refused(400, PRODUCT_TEXTS.invalidInput, { dates: VALIDATION.maxFourDates }), nothingAppended());
  });

  it("given an online session, when its trainer makes it face to face, then the edit records the address and no online details", async () => {
    const { trainer, session, url } = story();
    const address = { addressLine1: "2 High Street", addressLine2: null, town: "Newport", postcode: "NP20 1AB" };
    const faceToFace = { ...session.details, remote: false, address, meetingPlatform: null, meetingLink: null };
    await spec
      .given(...trainer.streams, session.stream)
      .when({ method: "PATCH", url, body: { ...sessionFormOf(session.details), remote: false, address }, as: trainer.as })
      .then(
        answer(200, { id: session.sessionId }),
        appended(sessionStream(session.sessionId), sessionEdited(session, faceToFace, trainer.userId, trainer.userId)),
      );
  });

  it("given a trainer's session, when they add the course's special module, then it is refused with the specification's message and nothing is appended", async () => {
    const { trainer, session, url } = story();
    await spec
      .given(...trainer.streams, session.stream)
      .when({ method: "PATCH", url, body: sessionFormOf({ ...session.details, modules: ["1", "train-the-trainer"] }), as: trainer.as })
      .then(refused(403, PRODUCT_TEXTS.specialModuleAdminOnly), nothingAppended());
  });

  it("given a Train the Trainer session, when its trainer moves it to the other course, then its special module follows the course; dropping it is refused", async () => {
    const story = groupStory({ modules: ["train-the-trainer"] });
    const upskill: SessionDetails = { ...story.session.details, course: "YOUNG_PEOPLE", modules: ["trainer-upskill"] };
    await spec
      .given(...story.streams)
      .when({ method: "PATCH", url: story.url, body: sessionFormOf(upskill), as: story.trainer.as })
      .then(
        answer(200, { id: story.session.sessionId }),
        appended(sessionStream(story.session.sessionId), sessionEdited(story.session, upskill, story.trainer.userId, story.trainer.userId)),
      );
    await spec
      .given()
      .when({ method: "PATCH", url: story.url, body: sessionFormOf({ ...upskill, modules: ["1"] }), as: story.trainer.as })
      .then(refused(403, PRODUCT_TEXTS.specialModuleRemovalAdminOnly), nothingAppended());
  });

  it("given a trainer's session, when their lead adds another group's trainer, then the field says so; the lead themself may join", async () => {
    const story = groupStory();
    const withOther = { ...story.session.details, trainerIds: [story.trainer.userId, story.otherTrainer.userId] };
    await spec
      .given(...story.streams)
      .when({ method: "PATCH", url: story.url, body: sessionFormOf(withOther), as: story.lead.as })
      .then(refused(400, PRODUCT_TEXTS.invalidInput, { partnerTrainer2: PRODUCT_TEXTS.trainerNotInGroup }), nothingAppended());
    const withLead = { ...story.session.details, trainerIds: [story.trainer.userId, story.lead.userId] };
    await spec
      .given()
      .when({ method: "PATCH", url: story.url, body: sessionFormOf(withLead), as: story.lead.as })
      .then(
        answer(200, { id: story.session.sessionId }),
        appended(sessionStream(story.session.sessionId), sessionEdited(story.session, withLead, story.trainer.userId, story.lead.userId)),
      );
  });

  it("given a trainer's session, when an admin names one trainer twice, then the field says they must differ and nothing is appended", async () => {
    const story = groupStory();
    await spec
      .given(...story.streams)
      .when({
        method: "PATCH",
        url: story.url,
        body: sessionFormOf({ ...story.session.details, trainerIds: [story.trainer.userId, story.trainer.userId] }),
        as: story.admin.as,
      })
      .then(refused(400, PRODUCT_TEXTS.invalidInput, { partnerTrainer2: PRODUCT_TEXTS.trainersMustDiffer }), nothingAppended());
  });

  it("given a trainer's session, when the trainer leaves themself out of it, then the field says they must deliver it and nothing is appended", async () => {
    const story = groupStory();
    await spec
      .given(...story.streams)
      .when({ method: "PATCH", url: story.url, body: sessionFormOf({ ...story.session.details, trainerIds: [story.lead.userId] }), as: story.trainer.as })
      .then(refused(400, PRODUCT_TEXTS.invalidInput, { partnerTrainer1: PRODUCT_TEXTS.trainerMustIncludeSelf }), nothingAppended());
  });
});
