import {
  decodeSessionForm,
  mapModulesToCourse,
  modulesOffered,
  type Course,
  type FieldErrors,
  type FieldMessages,
  type MeetingPlatform,
  type Module,
  type Role,
  type SessionDetailsAnswer,
  type SessionForm,
} from "@wellbeing/domain";
import type { Either } from "effect";

// The session form as typed on screen (§2.9, §5), and how it becomes the wire payload.

export interface DateDraft {
  /** YYYY-MM-DD, or "" before a date is picked. */
  readonly sessionDate: string;
  /** HH:mm, or "" for no time. */
  readonly startTime: string;
  readonly endTime: string;
}

export interface AddressDraft {
  readonly addressLine1: string;
  readonly addressLine2: string;
  readonly town: string;
  readonly postcode: string;
}

/** Field names follow the payload's, so server errors (`address.postcode`) land on the right input. */
export interface SessionDraft {
  readonly dates: ReadonlyArray<DateDraft>;
  /** Online (true), face to face (false), or not chosen yet. */
  readonly remote: boolean | null;
  readonly address: AddressDraft;
  readonly meetingPlatform: MeetingPlatform | "";
  readonly meetingLink: string;
  readonly course: Course | "";
  readonly modules: ReadonlyArray<Module>;
  /** As typed; a number once valid. */
  readonly capacity: string;
  readonly partnerTrainer1: string;
  readonly partnerTrainer2: string;
  readonly contactEmail: string;
  readonly extraInfo: string;
}

export const EMPTY_DATE: DateDraft = { sessionDate: "", startTime: "", endTime: "" };

const EMPTY_ADDRESS: AddressDraft = { addressLine1: "", addressLine2: "", town: "", postcode: "" };

/** A new session: a trainer delivers it themself; replies go to the creator's e-mail. */
export const newSessionDraft = (creator: { readonly userId: string; readonly email: string | null; readonly role: Role }): SessionDraft => ({
  dates: [EMPTY_DATE],
  remote: null,
  address: EMPTY_ADDRESS,
  meetingPlatform: "",
  meetingLink: "",
  course: "",
  modules: [],
  capacity: "",
  partnerTrainer1: creator.role === "trainer" ? creator.userId : "",
  partnerTrainer2: "",
  contactEmail: creator.email ?? "",
  extraInfo: "",
});

/** The edit form starts from the session as it is (§2.9). */
export const draftFromSession = (session: SessionDetailsAnswer): SessionDraft => ({
  dates: session.dates.map((date) => ({ sessionDate: date.sessionDate, startTime: date.startTime ?? "", endTime: date.endTime ?? "" })),
  remote: session.remote,
  address: session.address ? { ...session.address, addressLine2: session.address.addressLine2 ?? "" } : EMPTY_ADDRESS,
  meetingPlatform: session.meetingPlatform ?? "",
  meetingLink: session.meetingLink ?? "",
  course: session.course,
  modules: session.modules,
  capacity: String(session.capacity),
  partnerTrainer1: session.trainers[0]?.id ?? "",
  partnerTrainer2: session.trainers[1]?.id ?? "",
  contactEmail: session.contactEmail ?? "",
  extraInfo: session.extraInfo ?? "",
});

const orNull = (text: string): string | null => (text.trim() === "" ? null : text);
const orMissing = <T extends string>(text: T | ""): T | undefined => (text === "" ? undefined : text);

/** The payload of POST /api/add-session, before validation: blanks become null or missing. */
const toSessionInput = (draft: SessionDraft): unknown => ({
  dates: draft.dates.map((date) => ({
    sessionDate: date.sessionDate,
    startTime: orNull(date.startTime),
    endTime: orNull(date.endTime),
  })),
  remote: draft.remote ?? undefined,
  address: draft.remote === false ? { ...draft.address, addressLine2: orNull(draft.address.addressLine2) } : null,
  meetingPlatform: draft.remote === true ? (orMissing(draft.meetingPlatform) ?? null) : null,
  meetingLink: draft.remote === true ? orNull(draft.meetingLink) : null,
  course: orMissing(draft.course),
  modules: draft.modules,
  capacity: draft.capacity.trim() === "" ? undefined : Number(draft.capacity),
  partnerTrainer1: orMissing(draft.partnerTrainer1),
  partnerTrainer2: orNull(draft.partnerTrainer2),
  contactEmail: draft.contactEmail,
  extraInfo: orNull(draft.extraInfo),
});

/** The domain's validation, with the specification's messages, on what is typed. */
export const validateSessionDraft = (draft: SessionDraft): Either.Either<SessionForm, FieldMessages> => decodeSessionForm(toSessionInput(draft));

/** Switching delivery resets the other part (§2.9). */
export const deliveryPatch = (remote: boolean): Partial<SessionDraft> => ({
  remote,
  address: EMPTY_ADDRESS,
  meetingPlatform: "",
  meetingLink: "",
});

/**
 * Changing the course maps the special module and keeps only what the role may offer on it (§2.9);
 * a session being edited keeps the special module it has.
 */
export const coursePatch = (draft: SessionDraft, course: Course, role: Role, keepsSpecialModule = false): Partial<SessionDraft> => {
  const offered = modulesOffered(course, role, keepsSpecialModule);
  return { course, modules: mapModulesToCourse(draft.modules, course).filter((module) => offered.includes(module)) };
};

/** The first error at a path or under it (`modules` also shows `modules.1`). */
export const errorUnder = (errors: FieldErrors, path: string): string | undefined =>
  errors[path] ?? Object.entries(errors).find(([key]) => key.startsWith(`${path}.`))?.[1];
