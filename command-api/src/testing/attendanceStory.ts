import { newId } from "../infrastructure/commandContext";
import type { EmailIndex } from "../users/emailIndex";
import { attendeeRegistered, givenRoster } from "./givenRoster";
import { givenAccount, givenSession } from "./givenStreams";

/** The register's tests' story: a trainer's session on 1 December 2026 (10:00 to 12:00), Ana registered for it, Ben not. */
export const REGISTER_DAY = "2026-12-01";
/** A quarter of an hour after the session started: its check-in code works. */
export const DURING_THE_SESSION = new Date("2026-12-01T10:15:00Z");

export const attendanceStory = (deps: { readonly emailIndex: EmailIndex }, now: Date) => {
  const lead = givenAccount(deps.emailIndex, now, { role: "localLead" });
  const trainer = givenAccount(deps.emailIndex, now, { role: "trainer", localLeadId: lead.userId });
  const otherTrainer = givenAccount(deps.emailIndex, now, { role: "trainer" });
  const admin = givenAccount(deps.emailIndex, now, { role: "admin" });
  const ana = givenAccount(deps.emailIndex, now, { role: "participant" });
  const ben = givenAccount(deps.emailIndex, now, { role: "participant" });
  const session = givenSession(now, { scheduledBy: trainer.userId, trainerIds: [trainer.userId], sessionDate: REGISTER_DAY });
  const anaRegistered = givenRoster(
    session.sessionId,
    attendeeRegistered(
      session.sessionId,
      { personKey: ana.userId, email: ana.email, participantId: ana.userId },
      { registeredBy: ana.userId, at: now, confirmedCount: 1 },
    ),
  );
  return {
    lead,
    trainer,
    otherTrainer,
    admin,
    ana,
    ben,
    session,
    streams: [...lead.streams, ...trainer.streams, ...otherTrainer.streams, ...admin.streams, ...ana.streams, ...ben.streams, session.stream, anaRegistered],
  };
};

/** A tick on the register as the screen sends it: a fresh command id unless one is given. */
export const tick = (personKey: string, mark: "attended" | "noShow" | "notRecorded", commandId: string = newId()) => ({
  sessionDate: REGISTER_DAY,
  personKey,
  mark,
  commandId,
});
