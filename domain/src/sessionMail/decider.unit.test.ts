import { describe, it } from "vitest";
import { givenWhenThen } from "../testing/givenWhenThen";
import type { EmailDraft, Recipient, SessionMailCommand } from "./commands";
import { sessionMailDecider } from "./decider";
import type { SessionMailEvent } from "./events";
import { message } from "../i18n/translate";

const { given } = givenWhenThen(sessionMailDecider);

const SESSION = "s-1";
const TRAINER = "u-trainer";
const NOW = "2026-11-22T10:00:00.000Z";
const TOMORROW_9 = "2026-11-23T09:00:00.000Z";

const person = (name: string): Recipient => ({ personKey: `key-${name}`, email: `${name}@example.org` });
const ana = person("ana");
const ben = person("ben");
const cai = person("cai");

const postSurvey: EmailDraft = { kind: "surveyLink", surveyType: "post", recipients: [ana, ben], extraInformation: null };

const recipientAdded = (id: string, recipient: Recipient): SessionMailEvent => ({
  type: "ScheduledEmailRecipientAdded",
  data: { sessionId: SESSION, scheduledEmailId: id, ...recipient },
});

/** The scheduling, then its recipients, as one append records them. */
const scheduled = (id: string, draft: EmailDraft = postSurvey, dueAt = TOMORROW_9, scheduledBy: string | null = TRAINER): SessionMailEvent[] => [
  {
    type: "SessionEmailScheduled",
    data: {
      sessionId: SESSION,
      scheduledEmailId: id,
      kind: draft.kind,
      surveyType: draft.surveyType,
      extraInformation: draft.extraInformation,
      dueAt,
      scheduledBy,
      scheduledAt: NOW,
    },
  },
  ...draft.recipients.map((recipient) => recipientAdded(id, recipient)),
];

const sentEvents = (emailId: string, draft: EmailDraft, by: { sentBy: string | null; scheduledEmailId: string | null; at: string }): SessionMailEvent[] => [
  {
    type: "SessionEmailSent",
    data: {
      sessionId: SESSION,
      emailId,
      kind: draft.kind,
      surveyType: draft.surveyType,
      extraInformation: draft.extraInformation,
      sentBy: by.sentBy,
      sentAt: by.at,
      scheduledEmailId: by.scheduledEmailId,
    },
  },
  ...draft.recipients.map((recipient): SessionMailEvent => ({ type: "SessionEmailDelivered", data: { sessionId: SESSION, emailId, ...recipient } })),
];

const sentBySchedule = (id: string, draft: EmailDraft = postSurvey) => sentEvents("e-1", draft, { sentBy: null, scheduledEmailId: id, at: TOMORROW_9 });

const cancelled = (id: string, cancelledBy: string | null = TRAINER): SessionMailEvent => ({
  type: "ScheduledEmailCancelled",
  data: { sessionId: SESSION, scheduledEmailId: id, cancelledBy, cancelledAt: NOW },
});

const failed: SessionMailEvent = {
  type: "ScheduledEmailFailed",
  data: { sessionId: SESSION, scheduledEmailId: "m-1", attempts: 3, reason: "smtp down", failedAt: NOW },
};

const schedule = (overrides: Partial<Extract<SessionMailCommand, { type: "ScheduleEmail" }>> = {}): SessionMailCommand => ({
  type: "ScheduleEmail",
  sessionId: SESSION,
  scheduledEmailId: "m-1",
  draft: postSurvey,
  dueAt: TOMORROW_9,
  scheduledBy: TRAINER,
  confirmDuplicate: false,
  now: NOW,
  ...overrides,
});

const cancel = (id: string): SessionMailCommand => ({ type: "CancelScheduledEmail", sessionId: SESSION, scheduledEmailId: id, cancelledBy: TRAINER, now: NOW });

describe("sending an e-mail now", () => {
  const send = (draft: EmailDraft, emailId = "e-1"): SessionMailCommand => ({
    type: "RecordEmailSent",
    sessionId: SESSION,
    emailId,
    draft,
    sentBy: TRAINER,
    now: NOW,
  });

  it("records who sent which kind, and each address it went to", () => {
    const invitation: EmailDraft = { kind: "registration", surveyType: null, recipients: [ana], extraInformation: "Bring a pen" };
    given()
      .when(send(invitation))
      .then(...sentEvents("e-1", invitation, { sentBy: TRAINER, scheduledEmailId: null, at: NOW }));
  });

  it("refuses an invitation or reminder without recipients: 'You should add recipients emails'", () => {
    given()
      .when(send({ kind: "reminder", surveyType: null, recipients: [], extraInformation: null }))
      .thenFails({ _tag: "ValidationFailed", fields: { recipients: message("mail.addRecipients") } });
  });

  it("refuses a survey e-mail to nobody: 'No participants in this session'", () => {
    given()
      .when(send({ ...postSurvey, recipients: [] }))
      .thenFails({ _tag: "ValidationFailed", fields: { recipients: message("mail.noParticipants") } });
  });

  it("records the same sending once, however often the handler retries it", () => {
    given(...sentEvents("e-1", postSurvey, { sentBy: TRAINER, scheduledEmailId: null, at: NOW }))
      .when(send(postSurvey, "e-1"))
      .then();
  });
});

describe("scheduling the same e-mail twice (issue 26)", () => {
  const duplicate = { _tag: "Conflict", reason: message("mail.duplicateScheduled"), field: "confirmDuplicate" } as const;
  const invitation: EmailDraft = { kind: "registration", surveyType: null, recipients: [ana, ben], extraInformation: null };

  it("is refused while the first is still to go: same kind, same people (in any order), same time", () => {
    given(...scheduled("m-1", invitation))
      .when(schedule({ scheduledEmailId: "m-2", draft: { ...invitation, recipients: [ben, ana], extraInformation: "Other words" } }))
      .thenFails(duplicate);
  });

  it("is refused for the same instant written with another offset", () => {
    given(...scheduled("m-1"))
      .when(schedule({ scheduledEmailId: "m-2", dueAt: "2026-11-23T10:00:00+01:00" }))
      .thenFails(duplicate);
  });

  it("is scheduled when the person confirms they want it a second time", () => {
    given(...scheduled("m-1"))
      .when(schedule({ scheduledEmailId: "m-2", confirmDuplicate: true }))
      .then(...scheduled("m-2"));
  });

  it.each([
    ["another time", { dueAt: "2026-11-23T10:00:00.000Z" }, scheduled("m-2", postSurvey, "2026-11-23T10:00:00.000Z")],
    ["other people", { draft: { ...postSurvey, recipients: [ana, cai] } }, scheduled("m-2", { ...postSurvey, recipients: [ana, cai] })],
    ["one person fewer", { draft: { ...postSurvey, recipients: [ana] } }, scheduled("m-2", { ...postSurvey, recipients: [ana] })],
    ["another evaluation", { draft: { ...postSurvey, surveyType: "pre-course" as const } }, scheduled("m-2", { ...postSurvey, surveyType: "pre-course" })],
    [
      "another kind",
      { draft: { ...postSurvey, kind: "reminder" as const, surveyType: null } },
      scheduled("m-2", { ...postSurvey, kind: "reminder", surveyType: null }),
    ],
  ])("is an e-mail of its own with %s", (_, change, expected) => {
    given(...scheduled("m-1"))
      .when(schedule({ scheduledEmailId: "m-2", ...change }))
      .then(...expected);
  });

  it("is an e-mail of its own once the first was cancelled, sent or failed", () => {
    given(...scheduled("m-1"), cancelled("m-1"))
      .when(schedule({ scheduledEmailId: "m-2" }))
      .then(...scheduled("m-2"));
    given(...scheduled("m-1"), ...sentBySchedule("m-1"))
      .when(schedule({ scheduledEmailId: "m-2" }))
      .then(...scheduled("m-2"));
    given(...scheduled("m-1"), failed)
      .when(schedule({ scheduledEmailId: "m-2" }))
      .then(...scheduled("m-2"));
  });
});

describe("scheduling an e-mail", () => {
  it("is recorded with its time, then each recipient", () => {
    given()
      .when(schedule())
      .then(...scheduled("m-1"));
  });

  it("is refused for a time that has passed", () => {
    given()
      .when(schedule({ dueAt: "2026-11-22T09:00:00.000Z" }))
      .thenFails({ _tag: "ValidationFailed", fields: { date: message("mail.dateInPast") } });
  });

  it("is refused for now itself (it must lie ahead)", () => {
    given()
      .when(schedule({ dueAt: NOW }))
      .thenFails({ _tag: "ValidationFailed", fields: { date: message("mail.dateInPast") } });
  });

  it("is refused without recipients", () => {
    given()
      .when(schedule({ draft: { ...postSurvey, recipients: [] } }))
      .thenFails({ _tag: "ValidationFailed", fields: { recipients: message("mail.noParticipants") } });
  });
});

describe("cancelling a scheduled e-mail", () => {
  it("cancels one still to be sent", () => {
    given(...scheduled("m-1"))
      .when(cancel("m-1"))
      .then(cancelled("m-1"));
  });

  it("refuses to cancel one already sent", () => {
    given(...scheduled("m-1"), ...sentBySchedule("m-1"))
      .when(cancel("m-1"))
      .thenFails({ _tag: "Conflict", reason: message("mail.alreadySent") });
  });

  it("cancelling twice records it once", () => {
    given(...scheduled("m-1"), cancelled("m-1"))
      .when(cancel("m-1"))
      .then();
  });

  it("answers not found for an unknown one", () => {
    given().when(cancel("nope")).thenFails({ _tag: "NotFound" });
  });

  it("may cancel one that failed, so it leaves the list of what is to come", () => {
    given(...scheduled("m-1"), failed)
      .when(cancel("m-1"))
      .then(cancelled("m-1"));
  });
});

describe("the scheduler sending a due e-mail", () => {
  const sendScheduled = (id: string, delivered: Recipient[] = [ana, ben]): SessionMailCommand => ({
    type: "RecordScheduledEmailSent",
    sessionId: SESSION,
    scheduledEmailId: id,
    emailId: "e-1",
    delivered,
    now: TOMORROW_9,
  });

  it("records it as sent by nobody, with what it was scheduled to say and whom it reached", () => {
    given(...scheduled("m-1"))
      .when(sendScheduled("m-1"))
      .then(...sentBySchedule("m-1"));
  });

  it("records nothing for one cancelled meanwhile, or already sent", () => {
    given(...scheduled("m-1"), cancelled("m-1"))
      .when(sendScheduled("m-1"))
      .then();
    given(...scheduled("m-1"), ...sentBySchedule("m-1"))
      .when(sendScheduled("m-1"))
      .then();
  });

  it("records a failure after the last try, once", () => {
    const failure: SessionMailCommand = {
      type: "RecordScheduledEmailFailure",
      sessionId: SESSION,
      scheduledEmailId: "m-1",
      attempts: 3,
      reason: "smtp down",
      now: NOW,
    };
    given(...scheduled("m-1"))
      .when(failure)
      .then(failed);
    given(...scheduled("m-1"), failed)
      .when(failure)
      .then();
  });
});

describe("scheduled e-mails follow the session's dates", () => {
  const oneDay = (sessionDate: string) => [{ sessionDate }];
  const follow = (previous: string, next: string, causeId = "edit-1"): SessionMailCommand => ({
    type: "FollowSessionDates",
    sessionId: SESSION,
    causeId,
    previousDates: oneDay(previous),
    dates: oneDay(next),
    now: NOW,
  });
  const moved = (id: string, previousDueAt: string, dueAt: string, causeId = "edit-1"): SessionMailEvent => ({
    type: "ScheduledEmailMoved",
    data: { sessionId: SESSION, scheduledEmailId: id, previousDueAt, dueAt, causeId },
  });

  it("moves a pending e-mail by as many days as the session moved", () => {
    given(...scheduled("m-1", postSurvey, "2026-12-02T09:00:00.000Z"))
      .when(follow("2026-12-01", "2026-12-08"))
      .then(moved("m-1", "2026-12-02T09:00:00.000Z", "2026-12-09T09:00:00.000Z"));
  });

  it("a reminder follows the first day, a post-session evaluation the last", () => {
    const reminder: EmailDraft = { kind: "reminder", surveyType: null, recipients: [ana], extraInformation: null };
    const twoDays = (first: string, last: string) => [{ sessionDate: first }, { sessionDate: last }];
    given(...scheduled("r-1", reminder, "2026-11-30T09:00:00.000Z"), ...scheduled("p-1", postSurvey, "2026-12-10T09:00:00.000Z"))
      .when({
        type: "FollowSessionDates",
        sessionId: SESSION,
        causeId: "edit-1",
        previousDates: twoDays("2026-12-01", "2026-12-09"),
        dates: twoDays("2026-12-01", "2026-12-16"),
        now: NOW,
      })
      .then(moved("p-1", "2026-12-10T09:00:00.000Z", "2026-12-17T09:00:00.000Z"));
  });

  it("leaves e-mails alone when the day they follow did not change", () => {
    given(...scheduled("m-1"))
      .when(follow("2026-12-01", "2026-12-01"))
      .then();
  });

  it("never moves one into the past: it then goes out at once", () => {
    given(...scheduled("m-1", postSurvey, "2026-11-25T09:00:00.000Z"))
      .when(follow("2026-12-01", "2026-11-20"))
      .then(moved("m-1", "2026-11-25T09:00:00.000Z", NOW));
  });

  it("does not move sent or cancelled ones", () => {
    given(...scheduled("m-1"), ...sentBySchedule("m-1"), ...scheduled("m-2"), cancelled("m-2"))
      .when(follow("2026-12-01", "2026-12-08"))
      .then();
  });

  it("follows the same edit once, however often it is told", () => {
    given(...scheduled("m-1", postSurvey, "2026-12-02T09:00:00.000Z"), moved("m-1", "2026-12-02T09:00:00.000Z", "2026-12-09T09:00:00.000Z"))
      .when(follow("2026-12-01", "2026-12-08"))
      .then();
  });
});

describe("automatic follow-up evaluations (3 and 6 months after the last date)", () => {
  const ids = { "3-months-follow-up": "f3", "6-months-follow-up": "f6" } as const;
  const register = (recipient: Recipient, lastDate = "2026-12-01"): SessionMailCommand => ({
    type: "AddFollowUpRecipient",
    sessionId: SESSION,
    recipient,
    lastDate,
    newScheduledEmailIds: ids,
    now: NOW,
  });
  const followUp = (id: string, surveyType: "3-months-follow-up" | "6-months-follow-up", dueAt: string, recipients = [ana]) =>
    scheduled(id, { kind: "surveyLink", surveyType, recipients, extraInformation: null }, dueAt, null);
  const bothFollowUps = [
    ...followUp("f3", "3-months-follow-up", "2027-03-01T09:00:00.000Z"),
    ...followUp("f6", "6-months-follow-up", "2027-06-01T09:00:00.000Z"),
  ];

  it("the first registration schedules both, at 09:00 UTC on the day 3 and 6 months after the last date", () => {
    given()
      .when(register(ana))
      .then(...bothFollowUps);
  });

  it("later registrations join the same e-mails", () => {
    given(...bothFollowUps)
      .when(register(ben))
      .then(recipientAdded("f3", ben), recipientAdded("f6", ben));
  });

  it("a registration after a follow-up went out starts no second one", () => {
    const sentFollowUp = sentEvents(
      "e-3",
      { kind: "surveyLink", surveyType: "3-months-follow-up", recipients: [ana], extraInformation: null },
      { sentBy: null, scheduledEmailId: "f3", at: NOW },
    );
    given(...bothFollowUps, ...sentFollowUp)
      .when(register(ben))
      .then(recipientAdded("f6", ben));
  });

  it("the same registration told twice changes nothing", () => {
    given(...bothFollowUps)
      .when(register(ana))
      .then();
  });

  it("a follow-up whose time has passed is not scheduled", () => {
    given()
      .when(register(ana, "2026-07-01"))
      .then(...followUp("f6", "6-months-follow-up", "2027-01-01T09:00:00.000Z"));
  });

  it("an attendee taken off the session leaves them; the last one leaving cancels them", () => {
    const remove = (recipient: Recipient): SessionMailCommand => ({
      type: "RemoveFollowUpRecipient",
      sessionId: SESSION,
      personKey: recipient.personKey,
      now: NOW,
    });
    const removed = (id: string, recipient: Recipient): SessionMailEvent => ({
      type: "ScheduledEmailRecipientRemoved",
      data: { sessionId: SESSION, scheduledEmailId: id, personKey: recipient.personKey },
    });
    given(...bothFollowUps, recipientAdded("f3", ben), recipientAdded("f6", ben))
      .when(remove(ben))
      .then(removed("f3", ben), removed("f6", ben));
    given(...bothFollowUps)
      .when(remove(ana))
      .then(removed("f3", ana), cancelled("f3", null), removed("f6", ana), cancelled("f6", null));
    given(...bothFollowUps)
      .when(remove(cai))
      .then();
  });

  it("a follow-up is computed again from the new last date when the session moves", () => {
    given(...followUp("f3", "3-months-follow-up", "2027-03-01T09:00:00.000Z"))
      .when({
        type: "FollowSessionDates",
        sessionId: SESSION,
        causeId: "edit-9",
        previousDates: [{ sessionDate: "2026-12-01" }],
        dates: [{ sessionDate: "2026-11-30" }],
        now: NOW,
      })
      .then({
        type: "ScheduledEmailMoved",
        data: { sessionId: SESSION, scheduledEmailId: "f3", previousDueAt: "2027-03-01T09:00:00.000Z", dueAt: "2027-02-28T09:00:00.000Z", causeId: "edit-9" },
      });
  });
});

describe("deleting the session", () => {
  it("cancels everything still to be sent, nothing else", () => {
    given(...scheduled("m-1"), ...scheduled("m-2"), ...sentBySchedule("m-2"))
      .when({ type: "CancelAllScheduledEmails", sessionId: SESSION, now: NOW })
      .then(cancelled("m-1", null));
  });
});
