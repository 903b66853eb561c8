import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAIL_TEXTS, ROUTES, sessionMailStream } from "@wellbeing/domain";
import { followVerificationLink } from "@wellbeing/testkit/accountHelpers";
import { ApiClient, eventually } from "@wellbeing/testkit/apiClient";
import { assembleSessionCast, createSession, sessionForm, type SessionCast } from "@wellbeing/testkit/sessionCast";
import { eventText } from "@wellbeing/testkit/storedEvents";
import { startTestSystem, type TestSystem } from "@wellbeing/testkit/testSystem";

// Session e-mail over the running system (§2.10, §2.11, §7): sending now, survey links,
// scheduling, cancelling and the history, by role, with a real SMTP server receiving the mail. Who may
// send invitations now, and their refusals, are the command slice's spec (command-api/src/sessionMail/sendEmails).

let system: TestSystem;
let cast: SessionCast;
let session: { id: string; shortId: string };

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
const mailTo = (address: string, subject: RegExp) => system.mail.waitFor((mail) => mail.to.includes(address) && subject.test(mail.subject), 10_000);
const sendInvitations = (client: ApiClient, sessionId: string, body: unknown) => client.post(`/api/sessions/${sessionId}/emails?type=registration`, body);

beforeAll(async () => {
  system = await startTestSystem({ scheduler: { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1, retryLimit: 1 } });
  cast = await assembleSessionCast(system);
  session = await createSession(cast.as.trainer, sessionForm(cast.ids.trainer, { modules: ["1", "2"] }));
});

afterAll(async () => {
  await system.stop();
});

describe("sending invitations now (POST /api/sessions/:id/emails?type=registration)", () => {
  it("the session's trainer invites addresses: each gets their own e-mail with the registration link; the history and the roster show it", async () => {
    const sent = await sendInvitations(cast.as.trainer, session.id, {
      recipients: [" Ana@Example.org", "ben@example.org", "ana@example.org"],
      extraInformation: "Parking <b>behind</b> the hall & free",
    });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe(MAIL_TEXTS.sent);

    const toAna = await mailTo("ana@example.org", /invited/);
    await mailTo("ben@example.org", /invited/);
    expect(toAna.to).toEqual(["ana@example.org"]);
    const link = `${system.url}${ROUTES.register.path.replace(":id", session.shortId)}`;
    expect(toAna.text).toContain(link);
    expect(toAna.html).toContain(`href="${link}"`);
    expect(toAna.html).toContain("Parking &lt;b&gt;behind&lt;/b&gt; the hall &amp; free");
    expect(toAna.text).toContain("Parking <b>behind</b> the hall & free");
    expect(system.mail.messages().filter((mail) => mail.to.includes("ana@example.org"))).toHaveLength(1);

    const history = await cast.as.trainer.get(`/api/sessions/${session.id}/emails?type=registration`);
    expect(history.status).toBe(200);
    expect(history.body.sentEmails).toEqual([
      expect.objectContaining({
        type: "registration",
        recipients: ["ana@example.org", "ben@example.org"],
        extraInformation: "Parking <b>behind</b> the hall & free",
      }),
    ]);
    const roster = await eventually(async () => {
      const read = await cast.as.trainer.get(`/api/sessions/${session.id}/roster`);
      return read.body?.invitees?.length === 2 ? read.body : null;
    });
    expect(roster.invitees.map((invitee: { email: string; status: string }) => [invitee.email, invitee.status]).sort()).toEqual([
      ["ana@example.org", "sent"],
      ["ben@example.org", "sent"],
    ]);
  });

  it.each(["lead", "admin"] as const)("the trainer's %s may send them too", async (member) => {
    const sent = await sendInvitations(cast.as[member], session.id, { recipients: [`from.${member}@example.org`] });
    expect(sent.status).toBe(200);
    await mailTo(`from.${member}@example.org`, /invited/);
  });
});

describe("reminders (POST /api/sessions/:id/emails?type=reminder)", () => {
  it("carry the session's details and, with Module 1, the pre-course evaluation link; the reminder history lists them", async () => {
    const sent = await cast.as.trainer.post(`/api/sessions/${session.id}/emails?type=reminder`, { recipients: ["ana@example.org"], extraInformation: null });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe(MAIL_TEXTS.sent);
    const reminder = await mailTo("ana@example.org", /Reminder/);
    expect(reminder.text).toContain(`${system.url}/survey/${session.shortId}/pre-course`);
    expect(reminder.text).toContain("1 Commercial Street, Newport, NP20 1AA");
    const reminders = await cast.as.trainer.get(`/api/sessions/${session.id}/emails?type=reminder`);
    expect(reminders.body.sentEmails).toHaveLength(1);
    expect(reminders.body.sentEmails[0]).toMatchObject({ type: "reminder", recipients: ["ana@example.org"] });
  });
});

describe("survey links by e-mail (POST /api/survey/email)", () => {
  const surveyUrl = (id: string, type: string) => `https://wellbeing.example/survey/${id}/${type}`;

  it("sends the session's own link: 'Done, emails sent successfully!'", async () => {
    const sent = await cast.as.trainer.post("/api/survey/email", {
      surveyURL: surveyUrl(session.shortId, "post"),
      participantsList: ["ana@example.org", "cai@example.org"],
      surveyType: "post",
    });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe(MAIL_TEXTS.surveySent);
    const mail = await mailTo("cai@example.org", /evaluation/);
    // The server's own address, never the one handed in.
    expect(mail.text).toContain(`${system.url}/survey/${session.shortId}/post`);
    expect(mail.text).not.toContain("wellbeing.example");
  });

  it("the 3-month follow-up links per course: survey/{course}/{surveyType}", async () => {
    const sent = await cast.as.trainer.post("/api/survey/email", {
      sessionId: session.id,
      surveyURL: surveyUrl("C5", "3-months-follow-up"),
      participantsList: ["dee@example.org"],
      surveyType: "3-months-follow-up",
    });
    expect(sent.status).toBe(200);
    expect((await mailTo("dee@example.org", /3 Months/)).text).toContain(`${system.url}/survey/C5/3-months-follow-up`);
  });

  it("refuses an empty list: 'No participants in this session'", async () => {
    const empty = await cast.as.trainer.post("/api/survey/email", { surveyURL: surveyUrl(session.shortId, "post"), participantsList: [], surveyType: "post" });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({ participantsList: MAIL_TEXTS.noParticipants });
  });

  it("refuses a link that is not this session's, and other people's sessions", async () => {
    const otherLink = await cast.as.trainer.post("/api/survey/email", {
      sessionId: session.id,
      surveyURL: "https://evil.example/phish",
      participantsList: ["ana@example.org"],
      surveyType: "post",
    });
    expect(otherLink.status).toBe(400);
    expect(otherLink.body.fields).toEqual({ surveyURL: MAIL_TEXTS.surveyLinkMismatch });
    const outsider = await cast.as.otherTrainer.post("/api/survey/email", {
      surveyURL: surveyUrl(session.shortId, "post"),
      participantsList: ["ana@example.org"],
      surveyType: "post",
    });
    expect(outsider.status).toBe(403);
    expect((await cast.as.participant.post("/api/survey/email", {})).status).toBe(403);
    expect((await cast.as.anonymous.post("/api/survey/email", {})).status).toBe(401);
  });

  it("follows the post type rule: a Train the Trainer session's post evaluation is post-train-the-trainer", async () => {
    const ttt = await createSession(cast.as.admin, sessionForm(cast.ids.trainer, { modules: ["train-the-trainer"] }));
    const wrong = await cast.as.admin.post("/api/survey/email", {
      surveyURL: surveyUrl(ttt.shortId, "post"),
      participantsList: ["eve@example.org"],
      surveyType: "post",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ surveyType: MAIL_TEXTS.surveyLinkMismatch });
    const right = await cast.as.admin.post("/api/survey/email", {
      surveyURL: surveyUrl(ttt.shortId, "post-train-the-trainer"),
      participantsList: ["eve@example.org"],
      surveyType: "post-train-the-trainer",
    });
    expect(right.status).toBe(200);
    expect((await mailTo("eve@example.org", /Train the Trainer/)).text).toContain(`/survey/${ttt.shortId}/post-train-the-trainer`);
  });
});

describe("scheduling (POST and DELETE /api/sessions/:id/scheduled-emails)", () => {
  const schedule = (client: ApiClient, body: Record<string, unknown>, sessionId = session.id) =>
    client.post(`/api/sessions/${sessionId}/scheduled-emails`, body);
  const scheduledList = async (client: ApiClient = cast.as.trainer) =>
    (await client.get(`/api/sessions/${session.id}/scheduled-emails`)).body.scheduledEmails as Array<Record<string, any>>;
  const cancel = (client: ApiClient, id: string) => client.request("DELETE", `/api/sessions/${session.id}/scheduled-emails/${id}`);

  it("refuses a missing or past time ('Select schedule date and time') and no recipients", async () => {
    const missing = await schedule(cast.as.trainer, { surveyType: "post", recipients: ["ana@example.org"] });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ date: MAIL_TEXTS.selectScheduleDate });
    const past = await schedule(cast.as.trainer, { date: inSeconds(-60), surveyType: "post", recipients: ["ana@example.org"] });
    expect(past.status).toBe(400);
    expect(past.body.fields).toEqual({ date: MAIL_TEXTS.dateInPast });
    const nobody = await schedule(cast.as.trainer, { date: inSeconds(3600), surveyType: "post", recipients: [] });
    expect(nobody.status).toBe(400);
    expect(nobody.body.fields).toEqual({ recipients: MAIL_TEXTS.noParticipants });
  });

  it("a scheduled e-mail is listed as pending, goes out once at its time and is then listed as sent", async () => {
    const scheduled = await schedule(cast.as.trainer, {
      date: inSeconds(2),
      surveyType: "post",
      recipients: ["fay@example.org"],
      extraInformation: "See you soon",
    });
    expect(scheduled.status).toBe(201);
    expect(scheduled.body.message).toBe(MAIL_TEXTS.scheduled);
    const { scheduledEmailId } = scheduled.body;
    expect((await scheduledList()).find((email) => email.id === scheduledEmailId)).toMatchObject({
      status: "pending",
      surveyType: "post",
      recipients: ["fay@example.org"],
    });

    const mail = await mailTo("fay@example.org", /evaluation/);
    expect(mail.text).toContain("See you soon");
    await eventually(async () => (await scheduledList()).find((email) => email.id === scheduledEmailId)?.status === "sent");
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(system.mail.messages().filter((received) => received.to.includes("fay@example.org"))).toHaveLength(1);
    const history = await cast.as.trainer.get(`/api/sessions/${session.id}/emails`);
    expect(history.body.sentEmails.find((email: { recipients: string[] }) => email.recipients.includes("fay@example.org"))).toMatchObject({ scheduled: true });

    const tooLate = await cancel(cast.as.trainer, scheduledEmailId);
    expect(tooLate.status).toBe(409);
    expect(tooLate.body.error).toBe(MAIL_TEXTS.alreadySent);
  });

  it("cancelling removes it from the queue: 'Email successfully canceled', nothing goes out", async () => {
    const scheduled = await schedule(cast.as.trainer, { date: inSeconds(3), surveyType: "post", recipients: ["gus@example.org"] });
    const { scheduledEmailId } = scheduled.body;
    await eventually(
      async () =>
        (await system.pool.query("SELECT 1 FROM pgboss.job WHERE data->>'scheduledEmailId' = $1 AND state = 'created'", [scheduledEmailId])).rowCount === 1,
    );
    expect((await cancel(cast.as.otherTrainer, scheduledEmailId)).status).toBe(403);
    const cancelled = await cancel(cast.as.lead, scheduledEmailId);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toBe(MAIL_TEXTS.canceled);
    await eventually(async () => (await scheduledList()).find((email) => email.id === scheduledEmailId)?.status === "cancelled");
    await eventually(
      async () =>
        (await system.pool.query("SELECT 1 FROM pgboss.job WHERE data->>'scheduledEmailId' = $1 AND state = 'cancelled'", [scheduledEmailId])).rowCount === 1,
    );
    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect(system.mail.messages().some((mail) => mail.to.includes("gus@example.org"))).toBe(false);
    expect((await cancel(cast.as.lead, scheduledEmailId)).status).toBe(200);
    expect((await cancel(cast.as.lead, "0190aaaa-0000-7000-8000-000000000000")).status).toBe(404);
    expect((await cancel(cast.as.anonymous, scheduledEmailId)).status).toBe(401);
  });

  it("the same invitation scheduled twice at once (two tabs) makes one e-mail and one job; the other is refused with the warning until confirmed", async () => {
    const invitation = { date: "2031-01-20T09:00:00.000Z", type: "registration", recipients: ["jo@example.org", "kit@example.org"] };
    const [first, second] = await Promise.all([
      schedule(cast.as.trainer, invitation),
      schedule(cast.as.lead, { ...invitation, recipients: ["kit@example.org", "jo@example.org"] }),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const refusal = [first, second].find((answer) => answer.status === 409)!;
    expect(refusal.body).toEqual({ error: MAIL_TEXTS.duplicateScheduled, fields: { confirmDuplicate: MAIL_TEXTS.duplicateScheduled } });
    const invitations = async (client: ApiClient = cast.as.trainer) =>
      (await scheduledList(client)).filter((email) => email.type === "registration" && email.date === invitation.date);
    // Read by whoever's e-mail was recorded: their read waits for their own write (the refused one wrote nothing).
    expect(await invitations(first.status === 201 ? cast.as.trainer : cast.as.lead)).toHaveLength(1);

    const confirmed = await schedule(cast.as.trainer, { ...invitation, confirmDuplicate: true });
    expect(confirmed.status).toBe(201);
    expect(await invitations()).toHaveLength(2);
    const jobs = await eventually(async () => {
      const { rows } = await system.pool.query(
        "SELECT data->>'scheduledEmailId' AS id FROM pgboss.job WHERE data->>'sessionId' = $1 AND start_after = $2 AND state = 'created'",
        [session.id, invitation.date],
      );
      return rows.length === 2 ? rows : null;
    });
    expect(new Set(jobs.map((job: { id: string }) => job.id)).size).toBe(2);
  });

  it("a scheduled e-mail moves with the session's dates (SessionEdited)", async () => {
    const moving = await createSession(
      cast.as.trainer,
      sessionForm(cast.ids.trainer, { dates: [{ sessionDate: "2031-03-10", startTime: "10:00", endTime: "12:00" }] }),
    );
    const scheduled = await schedule(cast.as.trainer, { date: "2031-03-11T09:00:00.000Z", surveyType: "post", recipients: ["hal@example.org"] }, moving.id);
    expect(scheduled.status).toBe(201);
    const edited = await cast.as.trainer.request(
      "PATCH",
      `/api/session-edit/${moving.id}`,
      sessionForm(cast.ids.trainer, { dates: [{ sessionDate: "2031-03-17", startTime: "10:00", endTime: "12:00" }] }),
    );
    expect(edited.status).toBe(200);
    const moved = await eventually(async () => {
      const list = (await cast.as.trainer.get(`/api/sessions/${moving.id}/scheduled-emails`)).body.scheduledEmails as Array<{ id: string; date: string }>;
      return list.find((email) => email.id === scheduled.body.scheduledEmailId && email.date === "2031-03-18T09:00:00.000Z");
    });
    expect(moved).toBeTruthy();
    const jobs = await eventually(async () => {
      const { rows } = await system.pool.query("SELECT state, start_after FROM pgboss.job WHERE data->>'scheduledEmailId' = $1 ORDER BY created_on", [
        scheduled.body.scheduledEmailId,
      ]);
      return rows.length === 2 ? rows : null;
    });
    expect(jobs.map((job: { state: string; start_after: Date }) => [job.state, job.start_after.toISOString()])).toEqual([
      ["cancelled", "2031-03-11T09:00:00.000Z"],
      ["created", "2031-03-18T09:00:00.000Z"],
    ]);
  });

  it("deleting the session cancels what it had scheduled", async () => {
    const doomed = await createSession(cast.as.trainer, sessionForm(cast.ids.trainer));
    const scheduled = await schedule(cast.as.trainer, { date: inSeconds(3600), surveyType: "post", recipients: ["ida@example.org"] }, doomed.id);
    expect(scheduled.status).toBe(201);
    await eventually(
      async () =>
        (await system.pool.query("SELECT 1 FROM pgboss.job WHERE data->>'scheduledEmailId' = $1 AND state = 'created'", [scheduled.body.scheduledEmailId]))
          .rowCount === 1,
    );
    expect((await cast.as.trainer.request("DELETE", `/api/session-delete/${doomed.id}`)).status).toBe(200);
    await eventually(
      async () =>
        (await system.pool.query("SELECT 1 FROM pgboss.job WHERE data->>'scheduledEmailId' = $1 AND state = 'cancelled'", [scheduled.body.scheduledEmailId]))
          .rowCount === 1,
    );
  });

  it("only those who may manage the session see its e-mail history", async () => {
    for (const member of ["trainer", "lead", "admin"] as const) {
      expect((await cast.as[member].get(`/api/sessions/${session.id}/scheduled-emails`)).status).toBe(200);
      expect((await cast.as[member].get(`/api/sessions/${session.id}/emails`)).status).toBe(200);
    }
    for (const [member, status] of [
      ["otherTrainer", 403],
      ["otherLead", 403],
      ["participant", 403],
      ["anonymous", 401],
    ] as const) {
      expect((await cast.as[member].get(`/api/sessions/${session.id}/scheduled-emails`)).status).toBe(status);
      expect((await cast.as[member].get(`/api/sessions/${session.id}/emails`)).status).toBe(status);
    }
  });

  it("refuses an unknown kind of e-mail (400) and answers 404 for an unknown or malformed session", async () => {
    const badType = await cast.as.trainer.get(`/api/sessions/${session.id}/emails?type=newsletter`);
    expect(badType.status).toBe(400);
    expect(Object.keys(badType.body.fields)).toEqual(["type"]);
    expect((await cast.as.trainer.get(`/api/sessions/${session.id}/emails?type=registration&type=reminder`)).status).toBe(400);
    for (const id of ["0190aaaa-0000-7000-8000-000000000000", "not-a-uuid"]) {
      expect((await cast.as.admin.get(`/api/sessions/${id}/emails`)).status).toBe(404);
      expect((await cast.as.admin.get(`/api/sessions/${id}/scheduled-emails`)).status).toBe(404);
    }
  });

  it("an empty history reads as empty lists", async () => {
    const fresh = await createSession(cast.as.trainer, sessionForm(cast.ids.trainer));
    expect((await cast.as.trainer.get(`/api/sessions/${fresh.id}/emails`)).body).toEqual({ sentEmails: [] });
    expect((await cast.as.trainer.get(`/api/sessions/${fresh.id}/scheduled-emails`)).body).toEqual({ scheduledEmails: [] });
  });
});

describe("automatic follow-ups for confirmed attendees", () => {
  it("a participant registering gets the 3- and 6-month follow-up evaluations, scheduled after the session's last date", async () => {
    const followed = await createSession(
      cast.as.trainer,
      sessionForm(cast.ids.trainer, { dates: [{ sessionDate: "2031-05-20", startTime: "10:00", endTime: "12:00" }] }),
    );
    const me = (await cast.as.participant.get("/api/users/auth")).body;
    const registered = await cast.as.participant.request("PATCH", `/api/sessions/${followed.id}/confirm-email`, { email: me.email, status: "confirmed" });
    expect(registered.status).toBe(200);
    const followUps = await eventually(async () => {
      const list = (await cast.as.trainer.get(`/api/sessions/${followed.id}/scheduled-emails`)).body.scheduledEmails as Array<Record<string, unknown>>;
      return list.length === 2 ? list : null;
    });
    expect(followUps).toEqual([
      expect.objectContaining({
        surveyType: "3-months-follow-up",
        date: "2031-08-20T09:00:00.000Z",
        automatic: true,
        status: "pending",
        recipients: [me.email],
      }),
      expect.objectContaining({
        surveyType: "6-months-follow-up",
        date: "2031-11-20T09:00:00.000Z",
        automatic: true,
        status: "pending",
        recipients: [me.email],
      }),
    ]);
  });
});

describe("personal data", () => {
  it("addresses are sealed in the event store, and a person deleting their account leaves every e-mail list", async () => {
    const person = new ApiClient(system.url);
    const signedUp = await person.post("/api/participant", { name: "Gwen Erased", email: "gwen.erased@example.org", password: "Str0ng!pass" });
    expect(signedUp.status).toBe(201);
    const later = await createSession(
      cast.as.trainer,
      sessionForm(cast.ids.trainer, { dates: [{ sessionDate: "2031-06-02", startTime: "10:00", endTime: "12:00" }] }),
    );
    expect((await person.request("PATCH", `/api/sessions/${later.id}/confirm-email`, { email: "gwen.erased@example.org", status: "confirmed" })).status).toBe(
      200,
    );
    expect((await cast.as.trainer.post(`/api/sessions/${later.id}/emails?type=reminder`, { recipients: ["gwen.erased@example.org"] })).status).toBe(200);
    const lists = async () => ({
      sent: (await cast.as.trainer.get(`/api/sessions/${later.id}/emails`)).body.sentEmails as Array<{ recipients: string[] }>,
      scheduled: (await cast.as.trainer.get(`/api/sessions/${later.id}/scheduled-emails`)).body.scheduledEmails as Array<{ recipients: string[] }>,
    });
    await eventually(async () => (await lists()).scheduled.length === 2);
    const stored = await system.sealedStore.readStream(sessionMailStream(later.id));
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.map(eventText).filter((text) => text.includes("gwen.erased"))).toEqual([]);

    // Once the address is proven theirs, deleting the account erases what was kept about the address too.
    expect((await followVerificationLink(system, "gwen.erased@example.org")).status).toBe(200);
    const { userId } = (await person.get("/api/users/auth")).body;
    expect((await person.request("DELETE", `/api/users/${userId}`)).status).toBe(200);
    const after = await eventually(async () => {
      const read = await lists();
      return [...read.sent, ...read.scheduled].every((email) => !email.recipients.includes("gwen.erased@example.org")) ? read : null;
    });
    expect(after.sent).toHaveLength(1);
    expect(after.sent[0]!.recipients).toEqual([]);
  });
});
