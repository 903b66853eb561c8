import { describe, expect, it } from "vitest";
import type { DomainEvent } from "@wellbeing/domain";
import { allProjections } from "../slices";
import { projectionSpec } from "../testing/projectionSpec";
import { sessionMailProjection } from "./projection";

// The session e-mail log takes every event its streams can hold, in any batch split.

const spec = projectionSpec([sessionMailProjection]);
const announcing = projectionSpec(allProjections, { announce: true });
const session = "0190a000-0000-7000-8000-00000000a003";
const scheduledEmail = "0190a000-0000-7000-8000-00000000e003";
const trainer = "0190a000-0000-7000-8000-00000000c003";
const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 9, minute)).toISOString();
const on = (event: DomainEvent) => ({ streamId: `session-mail-${session}`, event });

const scheduled: DomainEvent = {
  type: "SessionEmailScheduled",
  data: {
    sessionId: session,
    kind: "surveyLink",
    surveyType: "post",
    extraInformation: null,
    scheduledEmailId: scheduledEmail,
    dueAt: at(30),
    scheduledBy: null,
    scheduledAt: at(0),
  },
};
const recipient = (personKey: string): DomainEvent => ({
  type: "ScheduledEmailRecipientAdded",
  data: { sessionId: session, personKey, email: `${personKey}@example.org`, scheduledEmailId: scheduledEmail },
});
const sent = (emailId: string): DomainEvent => ({
  type: "SessionEmailSent",
  data: {
    sessionId: session,
    kind: "surveyLink",
    surveyType: "post",
    extraInformation: "Thank you \u0000",
    emailId,
    sentBy: null,
    sentAt: at(30),
    scheduledEmailId: scheduledEmail,
  },
});
const cancelled: DomainEvent = {
  type: "ScheduledEmailCancelled",
  data: { sessionId: session, scheduledEmailId: scheduledEmail, cancelledBy: null, cancelledAt: at(31) },
};

describe("the session e-mail projection", () => {
  it("records a scheduled e-mail, its recipients, its sending and a late cancellation, in separate batches", async () => {
    const log = await spec.given(
      [on(scheduled)],
      [on(recipient("ana")), on(recipient("ben"))],
      [on(sent("0190a000-0000-7000-8000-00000000f003"))],
      [on(cancelled)],
    );
    expect(log.failures).toEqual([]);
    expect(await log.rows("session_emails_scheduled")).toMatchObject([
      { id: scheduledEmail, status: "cancelled", recipients: [{ personKey: "ana" }, { personKey: "ben" }] },
    ]);
    expect(await log.rows("session_emails_sent")).toMatchObject([{ extra_information: "Thank you \uFFFD", scheduled_email_id: scheduledEmail }]);
  });

  it("ignores changes to a scheduled e-mail it never saw scheduled", async () => {
    const orphan = await spec.given([on(recipient("ana"))], [on(cancelled)]);
    expect(orphan.failures).toEqual([]);
    expect(await orphan.rows("session_emails_scheduled")).toEqual([]);
  });

  it("announces an e-mail of a session the sessions read model never saw to every staff role", async () => {
    const orphan = await announcing.given([on(scheduled)]);
    expect(orphan.failures).toEqual([]);
    expect(orphan.announced).toContainEqual({
      topic: "sessions",
      ids: [session],
      audience: { roles: expect.arrayContaining(["admin", "superAdmin", "localLead", "trainer"]), userIds: [] },
    });
  });

  it("announces a sent e-mail to the dashboards of the session's staff (the staff home's list follows it)", async () => {
    const sessionScheduled: DomainEvent = {
      type: "SessionScheduled",
      data: {
        sessionId: session,
        shortId: "mail2345",
        course: "C5",
        modules: ["1"],
        dates: [{ sessionDate: "2026-12-01", startTime: "10:00", endTime: "12:00" }],
        capacity: 12,
        remote: true,
        address: null,
        meetingPlatform: "zoom",
        meetingLink: "https://zoom.us/j/1",
        trainerIds: [trainer],
        contactEmail: null,
        extraInfo: null,
        scheduledBy: trainer,
        scheduledAt: at(0),
      },
    };
    const mailed = await announcing.given([{ streamId: `session-${session}`, event: sessionScheduled }], [on(sent("0190a000-0000-7000-8000-00000000f004"))]);
    expect(mailed.failures).toEqual([]);
    // One from the session's scheduling, one from its e-mail.
    const dashboards = mailed.announced.filter((change) => change.topic === "dashboard");
    expect(dashboards).toEqual([0, 1].map(() => ({ topic: "dashboard", ids: [], audience: { roles: ["admin", "superAdmin"], userIds: [trainer] } })));
  });
});
