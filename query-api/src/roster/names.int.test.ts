import { expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "@wellbeing/scripts";
import { registerAccount } from "@wellbeing/testkit/accountHelpers";
import { eventually } from "@wellbeing/testkit/apiClient";
import { createSession, sessionForm } from "@wellbeing/testkit/sessionCast";
import { sessionCastSuite } from "@wellbeing/testkit/sessionCastSuite";

// The roster names the people on it who have an account (issue 11: not bare e-mail chips).

const suite = sessionCastSuite();

it("names invitees and attendees who have an account, never by an address its holder has not proven", async () => {
  const { as, ids } = suite.cast;
  await registerAccount(suite.system, { email: "nia.proven@example.org", name: "Nia Proven", roles: ["participant"] });
  await registerAccount(suite.system, { email: "owen.unproven@example.org", name: "Owen Unproven", roles: ["participant"], emailVerified: false });
  const session = await createSession(as.trainer, sessionForm(ids.trainer));
  const listed = await as.trainer.request("PATCH", `/api/sessions/${session.id}/attendeesList`, {
    participantsEmails: ["nia.proven@example.org", "owen.unproven@example.org", "stranger@example.org"].map((email) => ({ email, status: "new" })),
    status: "new",
  });
  expect(listed.status).toBeLessThan(300);
  expect(
    (await as.participant.request("PATCH", `/api/sessions/${session.id}/confirm-email`, { email: DEMO_ACCOUNTS.participant, status: "confirmed" })).status,
  ).toBeLessThan(300);

  const roster = await eventually(async () => {
    const body = (await as.trainer.get(`/api/sessions/${session.id}/roster`)).body;
    return body.invitees.length === 3 && body.attendees.length === 1 ? body : null;
  });
  const invitees = roster.invitees.map(({ email, name }: { email: string; name: string | null }) => ({ email, name }));
  expect(invitees.sort((a: { email: string }, b: { email: string }) => a.email.localeCompare(b.email))).toEqual([
    { email: "nia.proven@example.org", name: "Nia Proven" },
    { email: "owen.unproven@example.org", name: null },
    { email: "stranger@example.org", name: null },
  ]);
  expect(roster.attendees).toEqual([expect.objectContaining({ email: DEMO_ACCOUNTS.participant, name: "Pat Participant" })]);
});
