import { describe, expect, it } from "vitest";
import { PRODUCT_TEXTS, VALIDATION, sessionStream, shortIdStream } from "@wellbeing/domain";
import {
  answer,
  appended,
  fromAnswer,
  nothingAppended,
  refused,
  type CommandRequest,
  type Expectation,
  type Sender,
  useCommandSpecification,
} from "../testing/commandSpecification";
import { givenAccount, sessionDetails, sessionFormOf, type SessionDetails } from "../testing/givenStreams";

const spec = useCommandSpecification();

/** The session was recorded with these details, scheduled by `scheduledBy`, under the id and short id the answer gave. */
const scheduled = (details: SessionDetails, scheduledBy: string): Expectation[] => [
  answer(201, { id: expect.any(String), shortId: expect.any(String) }),
  fromAnswer<{ id: string; shortId: string }>(({ id, shortId }) =>
    appended(sessionStream(id), { type: "SessionScheduled", data: { sessionId: id, shortId, ...details, scheduledBy, scheduledAt: spec.now.toISOString() } }),
  ),
];

/** The create form sent as `as` (nobody logged in without). */
const addSession = (body: unknown, as?: Sender): CommandRequest => ({ method: "POST", url: "/api/add-session", body, ...(as ? { as } : {}) });

describe("POST add-session (scheduleSession)", () => {
  it("given a trainer, when they schedule a session they deliver, then the session is recorded and its new short id claimed", async () => {
    const trainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer" });
    const details = sessionDetails(spec.now, { trainerIds: [trainer.userId] });
    await spec
      .given(...trainer.streams)
      .when({ method: "POST", url: "/api/add-session", body: sessionFormOf(details), as: trainer.as })
      .then(
        answer(201, { id: expect.any(String), shortId: expect.any(String) }),
        fromAnswer<{ id: string; shortId: string }>(({ id, shortId }) =>
          appended(sessionStream(id), {
            type: "SessionScheduled",
            data: { sessionId: id, shortId, ...details, scheduledBy: trainer.userId, scheduledAt: spec.now.toISOString() },
          }),
        ),
        fromAnswer<{ id: string; shortId: string }>(({ id, shortId }) => appended(shortIdStream(shortId), { type: "ShortIdClaimed", data: { sessionId: id } })),
      );
  });

  it("given a local lead and a trainer of another group, when the lead schedules a session that trainer delivers, then it is refused with the specification's message and nothing is appended", async () => {
    const lead = givenAccount(spec.deps.emailIndex, spec.now, { role: "localLead" });
    const otherTrainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer" });
    await spec
      .given(...lead.streams, ...otherTrainer.streams)
      .when({ method: "POST", url: "/api/add-session", body: sessionFormOf(sessionDetails(spec.now, { trainerIds: [otherTrainer.userId] })), as: lead.as })
      .then(refused(400, PRODUCT_TEXTS.invalidInput, { partnerTrainer1: PRODUCT_TEXTS.trainerNotInGroup }), nothingAppended());
  });

  it("given a trainer, when they schedule a session with the course's special module, then it is refused with the specification's message and nothing is appended", async () => {
    const trainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer" });
    await spec
      .given(...trainer.streams)
      .when({
        method: "POST",
        url: "/api/add-session",
        body: sessionFormOf(sessionDetails(spec.now, { trainerIds: [trainer.userId], modules: ["1", "train-the-trainer"] })),
        as: trainer.as,
      })
      .then(refused(403, PRODUCT_TEXTS.specialModuleAdminOnly), nothingAppended());
  });

  it("given a participant, when they schedule a session, then it is refused (403) and nothing is appended", async () => {
    const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    const trainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer" });
    await spec
      .given(...ana.streams, ...trainer.streams)
      .when({ method: "POST", url: "/api/add-session", body: sessionFormOf(sessionDetails(spec.now, { trainerIds: [trainer.userId] })), as: ana.as })
      .then(refused(403, PRODUCT_TEXTS.notAllowed), nothingAppended());
  });

  it("given a trainer, when they send bad fields, then each field gets the specification's message and nothing is appended", async () => {
    const trainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer" });
    const form = sessionFormOf(sessionDetails(spec.now, { trainerIds: [trainer.userId] }));
    const [date] = form.dates;
    await spec
      .given(...trainer.streams)
      .when(
        addSession(
          {
            ...form,
            remote: false,
            meetingPlatform: null,
            meetingLink: null,
            dates: [{ ...date!, startTime: "12:00", endTime: "11:00" }],
            address: { addressLine1: "", town: "Newport", postcode: "XX" },
            capacity: 0,
            modules: [],
            contactEmail: "nope",
          },
          trainer.as,
        ),
      )
      .then(
        refused(400, PRODUCT_TEXTS.invalidInput, {
          "dates.0.endTime": VALIDATION.endBeforeStart,
          "address.addressLine1": VALIDATION.required,
          "address.postcode": VALIDATION.postcodeTooShort,
          capacity: VALIDATION.positiveNumber,
          modules: VALIDATION.selectAtLeastOne,
          contactEmail: VALIDATION.invalidEmail,
        }),
        nothingAppended(),
      );
  });

  it("given a trainer, when one field is wrong, then that field gets its message and nothing is appended", async () => {
    const trainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer" });
    const form = sessionFormOf(sessionDetails(spec.now, { trainerIds: [trainer.userId] }));
    const cases: ReadonlyArray<[Record<string, unknown>, Record<string, string>]> = [
      [{ meetingPlatform: "teams", meetingLink: "https://zoom.us/j/1" }, { meetingLink: VALIDATION.teamsLink }],
      [{ dates: Array.from({ length: 5 }, () => ({ sessionDate: form.dates[0]!.sessionDate })) }, { dates: VALIDATION.maxFourDates }],
      [{ dates: [] }, { dates: VALIDATION.minOneDate }],
      [{ remote: "maybe" }, { remote: VALIDATION.sessionType }],
    ];
    await spec
      .given(...trainer.streams)
      .when(addSession({ ...form, ...cases[0]![0] }, trainer.as))
      .then(refused(400, PRODUCT_TEXTS.invalidInput, cases[0]![1]), nothingAppended());
    for (const [change, fields] of cases.slice(1)) {
      await spec
        .given()
        .when(addSession({ ...form, ...change }, trainer.as))
        .then(refused(400, PRODUCT_TEXTS.invalidInput, fields), nothingAppended());
    }
  });

  it("given a trainer, when they send a body that is no object, then it is refused (400) and nothing is appended", async () => {
    const trainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer" });
    await spec
      .given(...trainer.streams)
      .when({ ...addSession("null", trainer.as), headers: { "content-type": "application/json" } })
      .then(answer(400), nothingAppended());
  });

  it("given nobody logged in, when a session is scheduled, then it is refused (401) and nothing is appended", async () => {
    const trainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer" });
    await spec
      .given(...trainer.streams)
      .when(addSession(sessionFormOf(sessionDetails(spec.now, { trainerIds: [trainer.userId] }))))
      .then(refused(401, PRODUCT_TEXTS.notLoggedIn), nothingAppended());
  });

  it("given two trainers, when one schedules a session only the other delivers, then the field says they must deliver it and nothing is appended", async () => {
    const trainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer" });
    const other = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer" });
    await spec
      .given(...trainer.streams, ...other.streams)
      .when(addSession(sessionFormOf(sessionDetails(spec.now, { trainerIds: [other.userId] })), trainer.as))
      .then(refused(400, PRODUCT_TEXTS.invalidInput, { partnerTrainer1: PRODUCT_TEXTS.trainerMustIncludeSelf }), nothingAppended());
  });

  it("given an admin, when they schedule a session delivered by nobody with an account, then the field says the trainer is unknown and nothing is appended", async () => {
    const admin = givenAccount(spec.deps.emailIndex, spec.now, { role: "admin" });
    await spec
      .given(...admin.streams)
      .when(addSession(sessionFormOf(sessionDetails(spec.now, { trainerIds: ["00000000-0000-7000-8000-000000000000"] })), admin.as))
      .then(refused(400, PRODUCT_TEXTS.invalidInput, { partnerTrainer1: PRODUCT_TEXTS.trainerUnknown }), nothingAppended());
  });

  it("given a local lead and a trainer of their group, when the lead schedules a session they deliver together, then it is recorded", async () => {
    const lead = givenAccount(spec.deps.emailIndex, spec.now, { role: "localLead" });
    const trainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer", localLeadId: lead.userId });
    const details = sessionDetails(spec.now, { trainerIds: [lead.userId, trainer.userId] });
    await spec
      .given(...lead.streams, ...trainer.streams)
      .when(addSession(sessionFormOf(details), lead.as))
      .then(...scheduled(details, lead.userId));
  });

  it("given an admin and a trainer of any group, when the admin schedules a session with the special module, then it is recorded", async () => {
    const admin = givenAccount(spec.deps.emailIndex, spec.now, { role: "admin" });
    const otherLead = givenAccount(spec.deps.emailIndex, spec.now, { role: "localLead" });
    const trainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer", localLeadId: otherLead.userId });
    const details = sessionDetails(spec.now, { trainerIds: [trainer.userId], modules: ["1", "train-the-trainer"] });
    await spec
      .given(...admin.streams, ...otherLead.streams, ...trainer.streams)
      .when(addSession(sessionFormOf(details), admin.as))
      .then(...scheduled(details, admin.userId));
  });

  it("given a trainer who is also a participant, when they schedule a session as the trainer, then it is recorded", async () => {
    const multi = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer", otherRoles: ["participant"] });
    const details = sessionDetails(spec.now, { trainerIds: [multi.userId] });
    await spec
      .given(...multi.streams)
      .when(addSession(sessionFormOf(details), multi.as))
      .then(...scheduled(details, multi.userId));
  });
});
