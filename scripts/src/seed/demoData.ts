import { Either } from "effect";
import { decodeSessionForm, type Role } from "@wellbeing/domain";
import { hashPassword, registerUser, scheduleSession, type CommandContext, type EmailIndex } from "@wellbeing/command-api";
import type { EventStore } from "@wellbeing/platform";

/** The password of every demo account (README). */
export const DEMO_PASSWORD = "Demo-pass-1!";

export const DEMO_ACCOUNTS = {
  admin: "admin@demo.test",
  lead: "lead@demo.test",
  trainer: "trainer@demo.test",
  participant: "participant@demo.test",
  multi: "multi@demo.test",
} as const;

/** A day `days` from `from`, as YYYY-MM-DD. */
export const isoDay = (from: Date, days: number): string => new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** The answer of a command that must be accepted: the demo obeys every rule, so a refusal is a bug. */
export const must = <A>(result: Either.Either<A, unknown>, what: string): A => {
  if (Either.isLeft(result)) throw new Error(`demo seed: ${what} refused: ${JSON.stringify(result.left)}`);
  return result.right;
};

/** The demo accounts' user ids. */
export type DemoCast = Readonly<Record<keyof typeof DEMO_ACCOUNTS, string>>;

/**
 * The demo dataset the tests start from, written through the same command handlers users go through:
 * an admin, a local lead with a trainer, a participant, a trainer who is also a participant, and
 * upcoming and past sessions (`npm start` adds the demo's history to it: demoStory.ts). The accounts
 * are created at `accountsSince` (now unless told): the history needs them older than itself.
 */
export const seedDemoData = async (deps: { store: EventStore; emailIndex: EmailIndex }, now: Date, accountsSince: Date = now): Promise<DemoCast> => {
  const context: CommandContext = { actorId: null, correlationId: "demo-seed", now };
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const person = async (email: string, name: string, roles: Role[], localLeadId: string | null = null) =>
    must(
      await registerUser(
        deps,
        {
          email,
          name,
          passwordHash,
          roles,
          organisation: roles.includes("participant") && roles.length === 1 ? null : { value: "Newport City Council", category: "Local authority" },
          localAuthorities: roles.includes("participant") && roles.length === 1 ? [] : ["Newport"],
          localLeadId,
          // Demo addresses receive no mail anyone reads: they count as proven.
          emailVerified: true,
        },
        { ...context, now: accountsSince },
      ),
      email,
    ).userId;

  const admin = await person(DEMO_ACCOUNTS.admin, "Alex Admin", ["admin"]);
  const lead = await person(DEMO_ACCOUNTS.lead, "Lee Lead", ["localLead"]);
  const trainer = await person(DEMO_ACCOUNTS.trainer, "Tara Trainer", ["trainer"], lead);
  const participant = await person(DEMO_ACCOUNTS.participant, "Pat Participant", ["participant"]);
  const multi = await person(DEMO_ACCOUNTS.multi, "Morgan Multi", ["trainer", "participant"], lead);

  const sessions: Array<{ by: { userId: string; role: Role }; form: Record<string, unknown> }> = [
    {
      by: { userId: trainer, role: "trainer" },
      form: {
        dates: [{ sessionDate: isoDay(now, 7), startTime: "09:30", endTime: "12:30" }],
        remote: false,
        address: { addressLine1: "Newport Central Library", addressLine2: "John Frost Square", town: "Newport", postcode: "NP20 1PA" },
        course: "C5",
        modules: ["1"],
        capacity: 12,
        partnerTrainer1: trainer,
        contactEmail: DEMO_ACCOUNTS.trainer,
        extraInfo: "Tea and coffee provided. Step-free access by the side entrance.",
      },
    },
    {
      by: { userId: trainer, role: "trainer" },
      form: {
        dates: [
          { sessionDate: isoDay(now, 14), startTime: "10:00", endTime: "12:00" },
          { sessionDate: isoDay(now, 21), startTime: "10:00", endTime: "12:00" },
        ],
        remote: true,
        meetingPlatform: "zoom",
        meetingLink: "https://zoom.us/j/5550001234",
        course: "C5",
        modules: ["2", "3"],
        capacity: 16,
        partnerTrainer1: trainer,
        partnerTrainer2: multi,
        contactEmail: DEMO_ACCOUNTS.trainer,
      },
    },
    {
      by: { userId: lead, role: "localLead" },
      form: {
        dates: [{ sessionDate: isoDay(now, 10), startTime: "13:00", endTime: "16:00" }],
        remote: false,
        address: { addressLine1: "Caerphilly Community Centre", town: "Caerphilly", postcode: "CF83 1JL" },
        course: "YOUNG_PEOPLE",
        modules: ["1"],
        capacity: 10,
        partnerTrainer1: lead,
        contactEmail: DEMO_ACCOUNTS.lead,
      },
    },
    {
      by: { userId: trainer, role: "trainer" },
      form: {
        dates: [{ sessionDate: isoDay(now, -30), startTime: "09:30", endTime: "12:30" }],
        remote: false,
        address: { addressLine1: "Torfaen Civic Centre", town: "Pontypool", postcode: "NP4 6YB" },
        course: "C5",
        modules: ["1"],
        capacity: 14,
        partnerTrainer1: trainer,
        contactEmail: DEMO_ACCOUNTS.trainer,
      },
    },
    {
      by: { userId: admin, role: "admin" },
      form: {
        dates: [{ sessionDate: isoDay(now, -60), startTime: "09:00", endTime: "16:00" }],
        remote: true,
        meetingPlatform: "teams",
        meetingLink: "https://teams.microsoft.com/l/meetup-join/demo",
        course: "C5",
        modules: ["train-the-trainer"],
        capacity: 8,
        partnerTrainer1: lead,
        contactEmail: DEMO_ACCOUNTS.admin,
      },
    },
  ];
  for (const { by, form } of sessions) {
    const decoded = must(decodeSessionForm(form), "demo session form");
    must(await scheduleSession(deps.store, by, decoded, { ...context, actorId: by.userId }), "demo session");
  }
  return { admin, lead, trainer, participant, multi };
};
