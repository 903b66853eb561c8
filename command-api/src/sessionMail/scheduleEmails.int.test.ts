import { describe, expect, it } from "vitest";
import { LIST_TEXTS, MAIL_TEXTS, PRODUCT_TEXTS, VALIDATION, sessionMailStream, type DomainEvent } from "@wellbeing/domain";
import { answer, appended, existingStream, fromAnswer, nothingAppended, refused, useCommandSpecification } from "../testing/commandSpecification";
import { givenAccount, givenSession, type GivenSession } from "../testing/givenStreams";

// Scheduling a session's e-mail and cancelling it (§2.10, §2.11): what is recorded and what is
// refused. What the scheduler later sends is the whole system's (command-api/src/sessionMail/routes.int.test.ts).

const spec = useCommandSpecification();

const DAY_MS = 24 * 60 * 60 * 1000;
const tomorrow = () => new Date(spec.now.getTime() + DAY_MS).toISOString();
const RECIPIENT = "ana.scheduled@example.org";

/** A lead, a trainer of their group and the session the trainer delivers; another trainer; a participant. */
const story = () => {
  const lead = givenAccount(spec.deps.emailIndex, spec.now, { role: "localLead" });
  const trainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer", localLeadId: lead.userId });
  const otherTrainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer" });
  const participant = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
  const session = givenSession(spec.now, { scheduledBy: trainer.userId, trainerIds: [trainer.userId] });
  const streams = [...lead.streams, ...trainer.streams, ...otherTrainer.streams, ...participant.streams, session.stream];
  return { lead, trainer, otherTrainer, participant, session, streams, url: `/api/sessions/${session.sessionId}/scheduled-emails` };
};

/** The events of a post-course survey e-mail to RECIPIENT, due tomorrow, scheduled by `scheduledBy`. */
const scheduledEvents = (session: GivenSession, scheduledEmailId: string, scheduledBy: string, dueAt: string) => [
  {
    type: "SessionEmailScheduled",
    data: {
      sessionId: session.sessionId,
      scheduledEmailId,
      kind: "surveyLink",
      surveyType: "post",
      extraInformation: null,
      dueAt,
      scheduledBy,
      scheduledAt: spec.now.toISOString(),
    },
  },
  {
    type: "ScheduledEmailRecipientAdded",
    data: { sessionId: session.sessionId, scheduledEmailId, personKey: spec.deps.emailIndex.streamOf(RECIPIENT), email: RECIPIENT, participantId: null },
  },
];

describe("POST sessions/:id/scheduled-emails (scheduleSessionEmail)", () => {
  it("given a trainer's session, when they schedule its post-course survey for tomorrow, then the e-mail and its recipient are recorded on the session's mail stream", async () => {
    const { trainer, session, streams, url } = story();
    const dueAt = tomorrow();
    await spec
      .given(...streams)
      .when({ method: "POST", url, body: { date: dueAt, surveyType: "post", recipients: [RECIPIENT] }, as: trainer.as })
      .then(
        answer(201, { message: MAIL_TEXTS.scheduled, scheduledEmailId: expect.any(String) }),
        fromAnswer<{ scheduledEmailId: string }>(({ scheduledEmailId }) =>
          appended(sessionMailStream(session.sessionId), ...scheduledEvents(session, scheduledEmailId, trainer.userId, dueAt)),
        ),
      );
  });

  it("given a trainer's session, when their lead schedules a reminder, then it is recorded as the lead's", async () => {
    const { lead, session, streams, url } = story();
    const dueAt = tomorrow();
    await spec
      .given(...streams)
      .when({ method: "POST", url, body: { date: dueAt, type: "reminder", recipients: [RECIPIENT], extraInformation: "Bring a pen" }, as: lead.as })
      .then(
        answer(201, { message: MAIL_TEXTS.scheduled, scheduledEmailId: expect.any(String) }),
        fromAnswer<{ scheduledEmailId: string }>(({ scheduledEmailId }) =>
          appended(
            sessionMailStream(session.sessionId),
            {
              type: "SessionEmailScheduled",
              data: {
                sessionId: session.sessionId,
                scheduledEmailId,
                kind: "reminder",
                surveyType: null,
                extraInformation: "Bring a pen",
                dueAt,
                scheduledBy: lead.userId,
                scheduledAt: spec.now.toISOString(),
              },
            },
            scheduledEvents(session, scheduledEmailId, lead.userId, dueAt)[1]!,
          ),
        ),
      );
  });

  it.each(["otherTrainer", "participant"] as const)(
    "given a trainer's session, when %s schedules its e-mail, then it is refused (403) and nothing is appended",
    async (member) => {
      const given = story();
      await spec
        .given(...given.streams)
        .when({ method: "POST", url: given.url, body: { date: tomorrow(), surveyType: "post", recipients: [RECIPIENT] }, as: given[member].as })
        .then(refused(403, PRODUCT_TEXTS.notAllowed), nothingAppended());
    },
  );

  it("given a trainer's session, when nobody logged in schedules its e-mail, then it is refused (401) and nothing is appended", async () => {
    const { streams, url } = story();
    await spec
      .given(...streams)
      .when({ method: "POST", url, body: { date: tomorrow(), surveyType: "post", recipients: [RECIPIENT] } })
      .then(refused(401, PRODUCT_TEXTS.notLoggedIn), nothingAppended());
  });

  it.each([
    [
      "a time already past",
      () => ({ date: new Date(spec.now.getTime() - 60_000).toISOString(), surveyType: "post", recipients: [RECIPIENT] }),
      { date: MAIL_TEXTS.dateInPast },
    ],
    ["no date", () => ({ surveyType: "post", recipients: [RECIPIENT] }), { date: MAIL_TEXTS.selectScheduleDate }],
    ["no participants", () => ({ date: tomorrow(), surveyType: "post", recipients: [] }), { recipients: MAIL_TEXTS.noParticipants }],
    ["a reminder to no one", () => ({ date: tomorrow(), type: "reminder", recipients: [] }), { recipients: MAIL_TEXTS.addRecipients }],
    ["a survey link of no evaluation", () => ({ date: tomorrow(), recipients: [RECIPIENT] }), { surveyType: VALIDATION.required }],
    [
      "an evaluation the session does not have",
      () => ({ date: tomorrow(), surveyType: "post-train-the-trainer", recipients: [RECIPIENT] }),
      { surveyType: MAIL_TEXTS.surveyLinkMismatch },
    ],
  ] as const)(
    "given a trainer's session, when they schedule an e-mail with %s, then it is refused with the specification's message and nothing is appended",
    async (_what, body, fields) => {
      const { trainer, streams, url } = story();
      await spec
        .given(...streams)
        .when({ method: "POST", url, body: body(), as: trainer.as })
        .then(refused(400, PRODUCT_TEXTS.invalidInput, fields), nothingAppended());
    },
  );

  it("given an admin, when they schedule an e-mail of a session that does not exist, then it is not found (404) and nothing is appended", async () => {
    const admin = givenAccount(spec.deps.emailIndex, spec.now, { role: "admin" });
    await spec
      .given(...admin.streams)
      .when({
        method: "POST",
        url: "/api/sessions/0190aaaa-0000-7000-8000-000000000000/scheduled-emails",
        body: { date: tomorrow(), surveyType: "post", recipients: [RECIPIENT] },
        as: admin.as,
      })
      .then(answer(404), nothingAppended());
  });
});

describe("POST sessions/:id/scheduled-emails, the same e-mail a second time (issue 26)", () => {
  const FIRST_ID = "0190bbbb-0000-7000-8000-0000000000a1";
  const dueAt = () => new Date(spec.now.getTime() + 2 * DAY_MS).toISOString();
  /** The story's session with a post-course survey e-mail to RECIPIENT already scheduled, still to go. */
  const withFirst = (given: ReturnType<typeof story>, ...later: DomainEvent[]) => [
    ...given.streams,
    existingStream(
      sessionMailStream(given.session.sessionId),
      ...(scheduledEvents(given.session, FIRST_ID, given.trainer.userId, dueAt()) as DomainEvent[]),
      ...later,
    ),
  ];
  const again = (extra: Record<string, unknown> = {}) => ({ date: dueAt(), surveyType: "post", recipients: [RECIPIENT.toUpperCase()], ...extra });

  it.each(["trainer", "lead"] as const)(
    "given a scheduled e-mail still to go, when the %s schedules the same one (kind, recipients, time), then it is refused (409) with the warning and nothing is appended",
    async (member) => {
      const given = story();
      await spec
        .given(...withFirst(given))
        .when({ method: "POST", url: given.url, body: again({ extraInformation: "Said differently" }), as: given[member].as })
        .then(refused(409, MAIL_TEXTS.duplicateScheduled, { confirmDuplicate: MAIL_TEXTS.duplicateScheduled }), nothingAppended());
    },
  );

  it("given a scheduled e-mail still to go, when its trainer confirms they want the same one again, then a second is recorded", async () => {
    const given = story();
    await spec
      .given(...withFirst(given))
      .when({ method: "POST", url: given.url, body: again({ confirmDuplicate: true }), as: given.trainer.as })
      .then(
        answer(201, { message: MAIL_TEXTS.scheduled, scheduledEmailId: expect.any(String) }),
        fromAnswer<{ scheduledEmailId: string }>(({ scheduledEmailId }) =>
          appended(sessionMailStream(given.session.sessionId), ...scheduledEvents(given.session, scheduledEmailId, given.trainer.userId, dueAt())),
        ),
      );
  });

  it("given the first was cancelled, when its trainer schedules the same one, then it is recorded without a warning", async () => {
    const given = story();
    const cancelled = {
      type: "ScheduledEmailCancelled",
      data: { sessionId: given.session.sessionId, scheduledEmailId: FIRST_ID, cancelledBy: given.trainer.userId, cancelledAt: spec.now.toISOString() },
    };
    await spec
      .given(...withFirst(given, cancelled as DomainEvent))
      .when({ method: "POST", url: given.url, body: again(), as: given.trainer.as })
      .then(answer(201, { message: MAIL_TEXTS.scheduled, scheduledEmailId: expect.any(String) }));
  });

  it("given a scheduled e-mail, when another trainer confirms a duplicate of it, then it is refused (403): the flag opens nothing", async () => {
    const given = story();
    await spec
      .given(...withFirst(given))
      .when({ method: "POST", url: given.url, body: again({ confirmDuplicate: true }), as: given.otherTrainer.as })
      .then(refused(403, PRODUCT_TEXTS.notAllowed), nothingAppended());
  });

  it("given a trainer's session, when the confirmation is not true or false, then it is refused (400) and nothing is appended", async () => {
    const given = story();
    await spec
      .given(...withFirst(given))
      .when({ method: "POST", url: given.url, body: again({ confirmDuplicate: "yes" }), as: given.trainer.as })
      .then(refused(400, PRODUCT_TEXTS.invalidInput, { confirmDuplicate: LIST_TEXTS.trueOrFalse }), nothingAppended());
  });
});

describe("DELETE sessions/:id/scheduled-emails/:scheduledEmailId (cancelScheduledEmail)", () => {
  const SCHEDULED_ID = "0190bbbb-0000-7000-8000-000000000001";

  /** The story's session with a post-course survey e-mail scheduled for tomorrow, and then these events. */
  const withScheduled = (given: ReturnType<typeof story>, ...later: DomainEvent[]) => [
    ...given.streams,
    existingStream(
      sessionMailStream(given.session.sessionId),
      ...(scheduledEvents(given.session, SCHEDULED_ID, given.trainer.userId, tomorrow()) as DomainEvent[]),
      ...later,
    ),
  ];
  const urlOf = (given: ReturnType<typeof story>, scheduledEmailId = SCHEDULED_ID) => `${given.url}/${scheduledEmailId}`;
  const cancelled = (given: ReturnType<typeof story>, cancelledBy: string) => ({
    type: "ScheduledEmailCancelled",
    data: { sessionId: given.session.sessionId, scheduledEmailId: SCHEDULED_ID, cancelledBy, cancelledAt: spec.now.toISOString() },
  });

  it.each(["trainer", "lead"] as const)(
    "given a scheduled e-mail of a trainer's session, when the %s cancels it, then its cancellation is recorded",
    async (member) => {
      const given = story();
      await spec
        .given(...withScheduled(given))
        .when({ method: "DELETE", url: urlOf(given), as: given[member].as })
        .then(answer(200, { message: MAIL_TEXTS.canceled }), appended(sessionMailStream(given.session.sessionId), cancelled(given, given[member].userId)));
    },
  );

  it("given a cancelled e-mail, when its trainer cancels it again, then it is answered and nothing is appended", async () => {
    const given = story();
    await spec
      .given(...withScheduled(given, cancelled(given, given.trainer.userId) as DomainEvent))
      .when({ method: "DELETE", url: urlOf(given), as: given.trainer.as })
      .then(answer(200, { message: MAIL_TEXTS.canceled }), nothingAppended());
  });

  it("given a scheduled e-mail that went out, when its trainer cancels it, then it is refused (409) and nothing is appended", async () => {
    const given = story();
    const sent = {
      type: "SessionEmailSent",
      data: {
        sessionId: given.session.sessionId,
        emailId: "0190bbbb-0000-7000-8000-000000000002",
        kind: "surveyLink",
        surveyType: "post",
        extraInformation: null,
        sentBy: null,
        sentAt: spec.now.toISOString(),
        scheduledEmailId: SCHEDULED_ID,
      },
    };
    await spec
      .given(...withScheduled(given, sent as DomainEvent))
      .when({ method: "DELETE", url: urlOf(given), as: given.trainer.as })
      .then(refused(409, MAIL_TEXTS.alreadySent), nothingAppended());
  });

  it.each(["otherTrainer", "participant"] as const)(
    "given a scheduled e-mail of a trainer's session, when %s cancels it, then it is refused (403) and nothing is appended",
    async (member) => {
      const given = story();
      await spec
        .given(...withScheduled(given))
        .when({ method: "DELETE", url: urlOf(given), as: given[member].as })
        .then(refused(403, PRODUCT_TEXTS.notAllowed), nothingAppended());
    },
  );

  it("given a trainer's session, when they cancel a scheduled e-mail it does not have, then it is not found (404) and nothing is appended", async () => {
    const given = story();
    await spec
      .given(...withScheduled(given))
      .when({ method: "DELETE", url: urlOf(given, "0190bbbb-0000-7000-8000-00000000ffff"), as: given.trainer.as })
      .then(answer(404), nothingAppended());
  });
});
