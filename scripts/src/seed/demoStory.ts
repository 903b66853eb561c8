import { Either } from "effect";
import { CURRENT_QUESTIONNAIRE_VERSION, decodeSessionForm, questionnaireOf, visibleGroups, type Actor, type SurveyType } from "@wellbeing/domain";
import {
  choosePublicLeads,
  hashPassword,
  markAttendance,
  registerUser,
  saveAttendeesList,
  scheduleSession,
  submitEvaluation,
  type CommandContext,
  type EmailIndex,
} from "@wellbeing/command-api";
import type { EventStore } from "@wellbeing/platform";
import { demoAnswers } from "./demoAnswers";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isoDay, must, type DemoCast } from "./demoData";

// The demo's history, added on a fresh install (`npm start`), so a newcomer finds a course under way:
// the public schedule shows the demo lead's group's sessions; `participant@demo.test` finished
// Module 1 six weeks ago (evaluations given, its certificate to claim), attended Module 2 last week
// (its post-session evaluation due; the trainer's register says who came to both) and is booked on Module 3; six other participants did the same,
// so each session's results have enough responses to be shown. Every step goes through the command
// handlers people's requests go through, at the time it would have happened, so every rule holds:
// attendance recorded by the trainer before a session, the pre-course evaluation before it, post-session
// ones on or after its day from registered attendees only.

/** The other participants of the demo course (their password is the demo one too). */
const CLASSMATES = [
  ["rhian@demo.test", "Rhian Roberts"],
  ["dewi@demo.test", "Dewi Evans"],
  ["sian@demo.test", "Siân Price"],
  ["gareth@demo.test", "Gareth Morgan"],
  ["ffion@demo.test", "Ffion Hughes"],
  ["owen@demo.test", "Owen Jenkins"],
] as const;

/** When the story's steps happen: `days` from the seed's now, at a UTC time of day. */
const at = (now: Date, days: number, time: string): Date => new Date(`${isoDay(now, days)}T${time}:00.000Z`);

const TORFAEN_CIVIC_CENTRE = { addressLine1: "Torfaen Civic Centre", town: "Pontypool", postcode: "NP4 6YB" };

interface Person {
  readonly userId: string;
  readonly email: string;
}

/** How long before the seed's now the demo accounts were created: before any of the history. */
export const DEMO_HISTORY_DAYS = 90;

export const seedDemoStory = async (deps: { store: EventStore; emailIndex: EmailIndex }, cast: DemoCast, now: Date): Promise<void> => {
  const contextAt = (when: Date, actorId: string | null): CommandContext => ({ actorId, correlationId: "demo-seed", now: when });
  const trainer: Actor = { userId: cast.trainer, role: "trainer" };

  // The public schedule shows the demo lead's group: the sessions above and below.
  must(await choosePublicLeads(deps.store, { userId: cast.admin, role: "admin" }, [cast.lead], contextAt(now, cast.admin)), "public schedule");

  // Six classmates, with accounts since before the course.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const classmates: Person[] = [];
  for (const [email, name] of CLASSMATES) {
    const account = {
      email,
      name,
      passwordHash,
      roles: ["participant" as const],
      organisation: null,
      localAuthorities: [],
      localLeadId: null,
      emailVerified: true,
    };
    classmates.push({ userId: must(await registerUser(deps, account, contextAt(at(now, -DEMO_HISTORY_DAYS + 10, "09:00"), null)), email).userId, email });
  }
  const pat: Person = { userId: cast.participant, email: DEMO_ACCOUNTS.participant };
  const everyone = [pat, ...classmates];

  // The trainer's course in Pontypool: Module 1 six weeks ago, Module 2 last week, Module 3 to come.
  const schedule = async (days: number, modules: string[], scheduledDaysBefore: number) => {
    const form = must(
      decodeSessionForm({
        dates: [{ sessionDate: isoDay(now, days), startTime: "09:30", endTime: "12:30" }],
        remote: false,
        address: TORFAEN_CIVIC_CENTRE,
        course: "C5",
        modules,
        capacity: 14,
        partnerTrainer1: cast.trainer,
        contactEmail: DEMO_ACCOUNTS.trainer,
        extraInfo: "Free parking behind the Civic Centre. Tea and coffee provided.",
      }),
      "demo session form",
    );
    return must(await scheduleSession(deps.store, trainer, form, contextAt(at(now, days - scheduledDaysBefore, "10:00"), cast.trainer)), "demo session").id;
  };
  const moduleOne = await schedule(-42, ["1"], 30);
  const moduleTwo = await schedule(-7, ["2"], 40);
  const moduleThree = await schedule(12, ["3"], 40);

  // Who attends: the trainer keeps the registered list (a week before each session).
  const attend = async (sessionId: string, people: ReadonlyArray<Person>, when: Date) => {
    const input = { participantsEmails: people.map(({ email }) => ({ email, status: "confirmed" as const })), status: "confirmed" as const };
    must(await saveAttendeesList({ ...deps, clock: () => when }, trainer, sessionId, input, contextAt(when, cast.trainer)), "demo attendees");
  };
  await attend(moduleOne, everyone, at(now, -49, "11:00"));
  await attend(moduleTwo, everyone, at(now, -14, "11:00"));
  await attend(moduleThree, [pat, ...classmates.slice(0, 3)], at(now, -2, "11:00"));

  // The register (issue 29): the trainer ticked everyone as come at the end of Modules 1 and 2.
  const tickRegister = async (sessionId: string, days: number) => {
    for (const person of everyone) {
      const input = { sessionDate: isoDay(now, days), personKey: person.userId, mark: "attended" as const, commandId: crypto.randomUUID() };
      must(await markAttendance(deps.store, trainer, sessionId, input, contextAt(at(now, days, "12:30"), cast.trainer)), "demo register");
    }
  };
  await tickRegister(moduleOne, -42);
  await tickRegister(moduleTwo, -7);

  // The evaluations, each through the survey submission as its participant, in the order they were given.
  const evaluations: Array<{ sessionId: string; person: Person; surveyType: SurveyType; when: Date; seed: number }> = [];
  for (const [index, person] of everyone.entries()) {
    evaluations.push({ sessionId: moduleOne, person, surveyType: "pre-course", when: at(now, -45 + (index % 3), `0${8 + (index % 2)}:15`), seed: index });
    evaluations.push({ sessionId: moduleOne, person, surveyType: "post", when: at(now, -42, `13:${10 + index}`), seed: 10 + index });
  }
  // Module 2's post-session evaluation: the classmates gave theirs; the demo participant's is still due.
  for (const [index, person] of classmates.entries()) {
    evaluations.push({ sessionId: moduleTwo, person, surveyType: "post", when: at(now, -7 + (index % 2), `14:${10 + index}`), seed: 20 + index });
  }
  for (const { sessionId, person, surveyType, when, seed } of evaluations.sort((a, b) => a.when.getTime() - b.when.getTime())) {
    const groups = visibleGroups(questionnaireOf(CURRENT_QUESTIONNAIRE_VERSION), surveyType, { demographicsKnown: surveyType !== "pre-course" });
    const input = { sessionId, surveyType, formState: demoAnswers(groups, seed), disagreedToResearch: seed % 5 === 4, questionIDList: [] };
    const submitter = { kind: "participant" as const, userId: person.userId, email: person.email };
    const submitted = await submitEvaluation(deps.store, submitter, input, contextAt(when, person.userId));
    if (Either.isLeft(submitted)) throw new Error(`demo seed: ${surveyType} evaluation refused: ${JSON.stringify(submitted.left)}`);
  }
};
