import { describe, expect, it } from "vitest";
import { signUpParticipant } from "@wellbeing/testkit/accountHelpers";
import { checkInPathOf, recordAttendance, sessionTodayForm, todayInTheUk } from "@wellbeing/testkit/attendance";
import { createSession, registerFor } from "@wellbeing/testkit/sessionCast";
import { sessionCastSuite } from "@wellbeing/testkit/sessionCastSuite";

// The register's reads (issue 29): a session's register and today's check-in code, for the staff who may manage it.

const suite = sessionCastSuite();

describe("GET register and check-in code", () => {
  it("a registered participant checks in by the code staff see, the trainer ticks another, and the register says who came; staff of other sessions and participants are refused", async () => {
    const { system, cast } = suite;
    const session = await createSession(cast.as.trainer, sessionTodayForm(cast.ids.trainer));
    const today = todayInTheUk();
    const ana = await signUpParticipant(system.url, "Ana Attends", "ana.attends@example.net");
    const ben = await signUpParticipant(system.url, "Ben Ticked", "ben.ticked@example.net");
    expect((await registerFor(ana.client, session.id, "ana.attends@example.net")).status).toBe(200);
    expect((await registerFor(ben.client, session.id, "ben.ticked@example.net")).status).toBe(200);

    const path = await checkInPathOf(cast.as.trainer, session.id);
    expect(path).toMatch(/^\/check-in\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    const code = (await cast.as.lead.get(`/api/sessions/${session.id}/check-in-code`)).body;
    expect(code.code).toEqual({ sessionDate: today, path, opensAt: expect.any(String), closesAt: expect.any(String) });

    const checkedIn = await ana.client.post("/api/check-in", { token: path.split("/").at(-1) });
    expect(checkedIn.status).toBe(200);
    expect(checkedIn.body).toEqual({ sessionId: session.id, shortId: session.shortId, sessionDate: today, alreadyCheckedIn: false });
    await recordAttendance(cast.as.trainer, session.id, [ben.userId]);

    // The trainer's read waits for their own tick; Ana's check-in is her write: the register shows it once projected.
    await expect
      .poll(async () => (await cast.as.trainer.get(`/api/sessions/${session.id}/register`)).body)
      .toEqual({
        sessionId: session.id,
        dates: [{ sessionDate: today, startTime: "00:00", endTime: "23:59" }],
        today,
        attendees: [
          { personKey: ana.userId, email: "ana.attends@example.net", name: "Ana Attends", participantId: ana.userId, marks: { [today]: "attended" } },
          { personKey: ben.userId, email: "ben.ticked@example.net", name: "Ben Ticked", participantId: ben.userId, marks: { [today]: "attended" } },
        ],
      });
    expect((await cast.as.admin.get(`/api/sessions/${session.id}/register`)).status).toBe(200);

    for (const refused of [cast.as.otherTrainer, cast.as.otherLead, ana.client]) {
      expect((await refused.get(`/api/sessions/${session.id}/register`)).status).toBe(403);
      expect((await refused.get(`/api/sessions/${session.id}/check-in-code`)).status).toBe(403);
    }
    expect((await cast.as.anonymous.get(`/api/sessions/${session.id}/register`)).status).toBe(401);
  });

  it("a session with no date today has no check-in code to show", async () => {
    const { cast } = suite;
    const later = await createSession(
      cast.as.trainer,
      sessionTodayForm(cast.ids.trainer, { dates: [{ sessionDate: "2099-01-05", startTime: "10:00", endTime: "12:00" }] }),
    );
    expect((await cast.as.trainer.get(`/api/sessions/${later.id}/check-in-code`)).body).toEqual({ code: null });
    expect((await cast.as.trainer.get(`/api/sessions/${later.id}/register`)).body).toEqual({
      sessionId: later.id,
      dates: [{ sessionDate: "2099-01-05", startTime: "10:00", endTime: "12:00" }],
      today: null,
      attendees: [],
    });
  });
});
