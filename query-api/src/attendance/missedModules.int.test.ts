import { expect, it } from "vitest";
import { signUpParticipant } from "@wellbeing/testkit/accountHelpers";
import { recordAttendance } from "@wellbeing/testkit/attendance";
import { createSession, inDays, registerBeforeItEnded, registerFor, sessionForm } from "@wellbeing/testkit/sessionCast";
import { sessionCastSuite } from "@wellbeing/testkit/sessionCastSuite";

// 'Attendees who missed earlier modules' (§2.10's banner) from attendance (issue 29): a place on Module 1
// counts once its register says they came; a register never taken leaves the place counting.

const suite = sessionCastSuite();

it("Module 2's banner lists who was a no-show at Module 1 once its register is taken, not who came", async () => {
  const { system, cast } = suite;
  const module1 = await createSession(
    cast.as.trainer,
    sessionForm(cast.ids.trainer, { modules: ["1"], dates: [{ sessionDate: inDays(-7), startTime: "10:00", endTime: "12:00" }] }),
  );
  const module2 = await createSession(
    cast.as.trainer,
    sessionForm(cast.ids.trainer, { modules: ["2"], dates: [{ sessionDate: inDays(14), startTime: "10:00", endTime: "12:00" }] }),
  );
  const amy = await signUpParticipant(system.url, "Amy Came", "amy.came@example.net");
  const bob = await signUpParticipant(system.url, "Bob Noshow", "bob.noshow@example.net");
  for (const [person, email] of [
    [amy, "amy.came@example.net"],
    [bob, "bob.noshow@example.net"],
  ] as const) {
    expect((await registerBeforeItEnded(system, person.client, module1.id, email)).status).toBe(200);
    expect((await registerFor(person.client, module2.id, email)).status).toBe(200);
  }
  const missed = async () =>
    (await cast.as.trainer.get(`/api/session-details/${module2.id}`)).body.participantsDidNotAttendPrevMods as Array<{ email: string }>;
  // Registered for both, Module 1's register not taken: nobody missed it.
  await expect.poll(async () => (await cast.as.trainer.get(`/api/sessions/${module2.id}/roster`)).body.attendees.length).toBe(2);
  expect(await missed()).toEqual([]);

  await recordAttendance(cast.as.trainer, module1.id, ["amy.came@example.net"]);
  const register = (await cast.as.trainer.get(`/api/sessions/${module1.id}/register`)).body as { attendees: Array<{ personKey: string; email: string }> };
  const bobKey = register.attendees.find((attendee) => attendee.email === "bob.noshow@example.net")!.personKey;
  const noShow = await cast.as.trainer.post(`/api/sessions/${module1.id}/attendance`, {
    sessionDate: inDays(-7),
    personKey: bobKey,
    mark: "noShow",
    commandId: crypto.randomUUID(),
  });
  expect(noShow.status).toBe(200);
  expect(await missed()).toEqual([{ email: "bob.noshow@example.net" }]);
});
