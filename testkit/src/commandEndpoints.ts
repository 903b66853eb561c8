import fc from "fast-check";
import { questionnaireOf, visibleGroups } from "@wellbeing/domain";
import { completeForm } from "@wellbeing/domain/evaluations/testFixtures";
import { DEMO_PASSWORD } from "@wellbeing/scripts";

// Every command endpoint (each state-changing route of the command API), as the fuzz suite and the
// accepted-commands property test reach them: who calls it, where, and what a valid body looks like.

/** Who is logged in for a request: a decoding behind a role check is only reached as that role. */
export type Caller = "anonymous" | "participant" | "trainer" | "lead" | "admin" | "changer";

/** The ids the endpoints' paths and bodies name, read from the demo data of the system under test. */
export interface FuzzWorld {
  readonly url: string;
  readonly ids: Record<"participant" | "trainer" | "lead" | "admin" | "changer", string>;
  readonly emails: Record<"participant" | "trainer" | "changer", string>;
  /** A session the trainer runs, with its short id. */
  readonly session: { readonly id: string; readonly shortId: string };
}

export interface CommandEndpoint {
  readonly name: string;
  readonly method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  readonly caller: Caller;
  /** The path (with its query), for the body fuzz; path-only endpoints fuzz their path instead. */
  readonly path: (world: FuzzWorld) => string;
  /** A valid body, and an arbitrary of valid ones (unusual but acceptable content); null: no body. */
  readonly valid: ((world: FuzzWorld) => fc.Arbitrary<Record<string, unknown>>) | null;
  /** For endpoints taking no body: paths with fuzzed ids (never one that would act on the world's people). */
  readonly fuzzPath?: (segment: fc.Arbitrary<string>) => fc.Arbitrary<string>;
  /** An accepted request may set reactions going (follow-up e-mails, moved schedules): wait for them before the next check. */
  readonly triggersReactions?: boolean;
}

// Unusual yet acceptable text: Welsh letters, emoji, quotes, markup, line breaks where allowed.
const unusualWord = fc.constantFrom("Siân", "Llŷr", "Gwenllïan", "O'Brien", "Zoë", "测试", "🙂 smile", "<b>bold</b>", 'a"quote', "back\\slash", "x".repeat(90));
// Control characters and lone surrogates, which decoding refuses: generated text leaves them out.
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose.
const REFUSED_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\ud800-\udfff]/;
const freeText = (max: number) =>
  fc
    .array(
      fc.oneof(
        unusualWord,
        fc.constantFrom("\n", " ", "\t", "&amp;", "— dash"),
        fc.string({ maxLength: 20 }).filter((text) => !REFUSED_CHARACTERS.test(text)),
      ),
      { maxLength: 8 },
    )
    .map((parts) => parts.join(" ").slice(0, max));
const nameText = fc.oneof(unusualWord, fc.constantFrom("Ana", "Ben Evans", "Mererid ap Gwilym")).map((name) => name.trim() || "Ana");
const uniqueEmail = fc
  .tuple(fc.constantFrom("fuzz", "o.neil", "a+b", "x_y"), fc.integer({ min: 0, max: 1e9 }))
  .map(([local, n]) => `${local}.${n}@example.org`);
const futureDay = fc.integer({ min: 2, max: 300 }).map((days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10));
const timePair = fc.constantFrom(["09:00", "12:00"], ["10:30", "16:45"], ["00:00", "23:59"], [null, null]);

const sessionForm = (world: FuzzWorld) =>
  fc
    .record({
      dates: fc.array(
        fc.tuple(futureDay, timePair).map(([sessionDate, [startTime, endTime]]) => ({ sessionDate, startTime, endTime })),
        { minLength: 1, maxLength: 1 },
      ),
      remote: fc.boolean(),
      course: fc.constantFrom("C5", "YOUNG_PEOPLE"),
      capacity: fc.integer({ min: 1, max: 500 }),
      extraInfo: fc.option(freeText(2_000), { nil: null }),
      line1: nameText,
    })
    .map(({ line1, remote, course, ...rest }) => ({
      ...rest,
      course,
      modules: ["1"],
      remote,
      ...(remote
        ? { meetingPlatform: "zoom", meetingLink: "https://zoom.us/j/12345" }
        : { address: { addressLine1: line1, addressLine2: null, town: "Caerffili", postcode: "CF83 1AA" } }),
      partnerTrainer1: world.ids.trainer,
      contactEmail: world.emails.trainer,
    }));

/** The language a person asks to be written to in, or none (absent from the body: the screen's language is taken). */
const correspondenceLanguage = fc.option(fc.constantFrom("cy", "en"), { nil: undefined });

const recipients = fc.array(uniqueEmail, { minLength: 1, maxLength: 3 });

/** A pre-course survey answered in full, its free text unusual (a visitor's: no login, a fresh pseudonym each time). */
const preCourseForm = freeText(1_000)
  .filter((text) => text.trim() !== "")
  .map((jobTitle) => ({
    ...completeForm(visibleGroups(questionnaireOf("v1"), "pre-course", { demographicsKnown: false })),
    "demographic.jobTitle": { answer: jobTitle, otherAnswer: null },
  }));

export const COMMAND_ENDPOINTS: ReadonlyArray<CommandEndpoint> = [
  {
    name: "POST /api/participant",
    method: "POST",
    caller: "anonymous",
    path: () => "/api/participant",
    valid: () => fc.record({ name: nameText, email: uniqueEmail, password: fc.constantFrom("Str0ng!pass", "Ŵelsh-Pa55!"), language: correspondenceLanguage }),
  },
  {
    name: "POST /api/login",
    method: "POST",
    caller: "anonymous",
    path: () => "/api/login",
    valid: (world) =>
      fc.record({ email: fc.constant(world.emails.participant), password: fc.constant(DEMO_PASSWORD), loginRole: fc.constantFrom("participant", "staff") }),
  },
  { name: "POST /api/logout", method: "POST", caller: "anonymous", path: () => "/api/logout", valid: null, fuzzPath: () => fc.constant("/api/logout") },
  {
    name: "POST /api/select-role",
    method: "POST",
    caller: "changer",
    path: () => "/api/select-role",
    valid: () => fc.record({ role: fc.constantFrom("participant", null) }),
  },
  {
    name: "GET /api/users/forget-password/",
    method: "GET",
    caller: "anonymous",
    path: () => "/api/users/forget-password/",
    valid: null,
    fuzzPath: (segment) => segment.map((value) => `/api/users/forget-password/?email=${value}`),
  },
  {
    name: "POST /api/users/reset-password",
    method: "POST",
    caller: "anonymous",
    path: () => "/api/users/reset-password",
    valid: () =>
      fc.record({
        newPassword: fc.constant("N3w!password"),
        token: fc.string({ minLength: 43, maxLength: 43 }).map((token) => token.replace(/[^A-Za-z0-9_-]/g, "a")),
      }),
  },
  {
    name: "POST /api/users/change-password",
    method: "POST",
    caller: "changer",
    path: () => "/api/users/change-password",
    // The old password is never the right one: the fuzz must not lock its own caller out.
    valid: (world) =>
      fc.record({
        oldPassword: fc.constant("Not-the-0ld-one!"),
        newPassword: fc.constant("N3w!password"),
        reNewPassword: fc.constant("N3w!password"),
        userId: fc.constant(world.ids.changer),
      }),
  },
  {
    name: "PATCH /api/my-account",
    method: "PATCH",
    caller: "changer",
    path: () => "/api/my-account",
    valid: (world) => fc.record({ name: nameText, email: fc.constant(world.emails.changer) }),
  },
  {
    name: "PATCH /api/users/language",
    method: "PATCH",
    caller: "changer",
    path: () => "/api/users/language",
    valid: () => fc.record({ language: fc.constantFrom("cy", "en") }),
  },
  {
    name: "DELETE /api/users/:id",
    method: "DELETE",
    caller: "participant",
    path: () => "/api/users/none",
    valid: null,
    fuzzPath: (segment) => segment.map((id) => `/api/users/${id}`),
  },
  { name: "POST /api/add-session", method: "POST", caller: "trainer", path: () => "/api/add-session", valid: sessionForm },
  {
    name: "PATCH /api/session-edit/:id",
    method: "PATCH",
    caller: "trainer",
    path: (world) => `/api/session-edit/${world.session.id}`,
    valid: sessionForm,
    triggersReactions: true,
  },
  {
    name: "DELETE /api/session-delete/:id",
    method: "DELETE",
    caller: "trainer",
    path: () => "/api/session-delete/none",
    valid: null,
    fuzzPath: (segment) => segment.map((id) => `/api/session-delete/${id}`),
  },
  {
    name: "PATCH /api/sessions/:id/attendeesList",
    method: "PATCH",
    caller: "trainer",
    path: (world) => `/api/sessions/${world.session.id}/attendeesList`,
    triggersReactions: true,
    valid: () => fc.record({ participantsEmails: recipients.map((emails) => emails.map((email) => ({ email }))), status: fc.constantFrom("new", "sent") }),
  },
  {
    name: "PATCH /api/sessions/:id/confirm-email",
    method: "PATCH",
    caller: "participant",
    path: (world) => `/api/sessions/${world.session.id}/confirm-email`,
    triggersReactions: true,
    valid: (world) =>
      fc.record({ email: fc.constant(world.emails.participant), message: fc.option(freeText(2_000), { nil: null }), status: fc.constant("confirmed") }),
  },
  {
    name: "DELETE /api/sessions/:id/registration",
    method: "DELETE",
    caller: "participant",
    path: (world) => `/api/sessions/${world.session.id}/registration`,
    valid: () => fc.record({ removalReason: freeText(2_000).filter((text) => text.trim() !== "") }),
  },
  // Issue 29: the waiting list. The demo session has spaces, so joining it is refused; the rest act on nobody.
  {
    name: "POST /api/sessions/:id/waiting-list",
    method: "POST",
    caller: "participant",
    path: () => "/api/sessions/none/waiting-list",
    valid: null,
    fuzzPath: (segment) => segment.map((id) => `/api/sessions/${id}/waiting-list`),
  },
  {
    name: "DELETE /api/sessions/:id/waiting-list",
    method: "DELETE",
    caller: "participant",
    path: () => "/api/sessions/none/waiting-list",
    valid: null,
    fuzzPath: (segment) => segment.map((id) => `/api/sessions/${id}/waiting-list`),
  },
  {
    name: "POST /api/sessions/:id/waiting-list/offer/accept",
    method: "POST",
    caller: "participant",
    path: (world) => `/api/sessions/${world.session.id}/waiting-list/offer/accept`,
    valid: (world) => fc.record({ offerId: fc.nat({ max: 999 }).map((n) => `${world.session.id}.${n}`), message: fc.option(freeText(2_000), { nil: null }) }),
  },
  {
    name: "POST /api/sessions/:id/waiting-list/offer/decline",
    method: "POST",
    caller: "participant",
    path: (world) => `/api/sessions/${world.session.id}/waiting-list/offer/decline`,
    valid: (world) => fc.record({ offerId: fc.nat({ max: 999 }).map((n) => `${world.session.id}.${n}`) }),
  },
  {
    name: "POST /api/sessions/:id/waiting-list/:participantId/offer",
    method: "POST",
    caller: "trainer",
    path: () => "/api/sessions/none/waiting-list/none/offer",
    valid: null,
    fuzzPath: (segment) => fc.tuple(segment, segment).map(([session, person]) => `/api/sessions/${session}/waiting-list/${person}/offer`),
  },
  {
    name: "DELETE /api/sessions/:id/waiting-list/:participantId",
    method: "DELETE",
    caller: "trainer",
    path: () => "/api/sessions/none/waiting-list/none",
    valid: null,
    fuzzPath: (segment) => fc.tuple(segment, segment).map(([session, person]) => `/api/sessions/${session}/waiting-list/${person}`),
  },
  {
    name: "POST /api/sessions/:id/emails",
    method: "POST",
    caller: "trainer",
    path: (world) => `/api/sessions/${world.session.id}/emails?type=reminder`,
    valid: () => fc.record({ recipients, extraInformation: fc.option(freeText(2_000), { nil: null }) }),
  },
  {
    name: "POST /api/survey/email",
    method: "POST",
    caller: "trainer",
    path: () => "/api/survey/email",
    valid: (world) =>
      fc.record({
        surveyURL: fc.constant(`${world.url}/survey/${world.session.shortId}/pre-course`),
        surveyType: fc.constant("pre-course"),
        participantsList: recipients,
        sessionId: fc.constant(world.session.id),
        extraInformation: fc.option(freeText(2_000), { nil: null }),
      }),
  },
  {
    name: "POST /api/survey/submit/",
    method: "POST",
    caller: "anonymous",
    path: () => "/api/survey/submit/",
    valid: (world) =>
      fc.record({
        sessionId: fc.constant(world.session.id),
        surveyType: fc.constant("pre-course"),
        formState: preCourseForm,
        disagreedToResearch: fc.boolean(),
      }),
  },
  {
    name: "PUT /api/survey/progress",
    method: "PUT",
    caller: "participant",
    path: () => "/api/survey/progress",
    valid: (world) => fc.record({ sessionId: fc.constant(world.session.id), surveyType: fc.constantFrom("pre-course", "post"), formState: preCourseForm }),
  },
  {
    name: "POST /api/sessions/:id/scheduled-emails",
    method: "POST",
    caller: "trainer",
    path: (world) => `/api/sessions/${world.session.id}/scheduled-emails`,
    triggersReactions: true,
    valid: () =>
      fc.record({
        date: fc.integer({ min: 2, max: 200 }).map((days) => new Date(Date.now() + days * 86_400_000).toISOString()),
        surveyType: fc.constant("post"),
        recipients,
      }),
  },
  {
    name: "DELETE /api/sessions/:id/scheduled-emails/:scheduledEmailId",
    method: "DELETE",
    caller: "trainer",
    path: () => "/api/sessions/none/scheduled-emails/none",
    valid: null,
    fuzzPath: (segment) => fc.tuple(segment, segment).map(([session, email]) => `/api/sessions/${session}/scheduled-emails/${email}`),
  },
  {
    name: "POST /api/users/",
    method: "POST",
    caller: "admin",
    path: () => "/api/users/",
    valid: () =>
      fc.record({
        name: nameText,
        email: uniqueEmail,
        role: fc.constantFrom("trainer", "localLead"),
        organisation: fc.constantFrom({ category: "Health", value: "Health" }, { category: "Other, please specify", value: "Ysbyty Gwynedd" }),
        localAuthorities: fc.subarray(["Newport", "Torfaen", "Caerphilly", "Sir Fynwy"], { minLength: 1 }),
        language: correspondenceLanguage,
      }),
  },
  {
    name: "POST /api/users/local-leads/group",
    method: "POST",
    caller: "lead",
    path: () => "/api/users/local-leads/group",
    valid: () => fc.record({ email: uniqueEmail, name: nameText }),
  },
  {
    name: "DELETE /api/local-lead/:leadId/trainer/:trainerId",
    method: "DELETE",
    caller: "lead",
    path: () => "/api/local-lead/none/trainer/none",
    valid: null,
    fuzzPath: (segment) => fc.tuple(segment, segment).map(([lead, trainer]) => `/api/local-lead/${lead}/trainer/${trainer}`),
  },
  {
    name: "DELETE /api/remove/:localLeadId/:trainerId",
    method: "DELETE",
    caller: "trainer",
    path: () => "/api/remove/none/none",
    valid: null,
    fuzzPath: (segment) => fc.tuple(segment, segment).map(([lead, trainer]) => `/api/remove/${lead}/${trainer}`),
  },
  {
    name: "POST /api/users/:id/archive",
    method: "POST",
    caller: "admin",
    path: () => "/api/users/none/archive",
    valid: null,
    fuzzPath: (segment) => segment.map((id) => `/api/users/${id}/archive`),
  },
  {
    name: "POST /api/users/:id/restore",
    method: "POST",
    caller: "admin",
    path: () => "/api/users/none/restore",
    valid: null,
    fuzzPath: (segment) => segment.map((id) => `/api/users/${id}/restore`),
  },
  // Only a waiting request is decided: the demo trainer has none (409), so nothing changes.
  {
    name: "POST /api/users/:id/local-lead-request",
    method: "POST",
    caller: "admin",
    path: (world) => `/api/users/${world.ids.trainer}/local-lead-request`,
    valid: () => fc.record({ decision: fc.constantFrom("approve", "decline") }),
  },
  // The demo trainer has no invitation from the lead (404).
  {
    name: "POST /api/group-invitations/:localLeadId",
    method: "POST",
    caller: "trainer",
    path: (world) => `/api/group-invitations/${world.ids.lead}`,
    valid: () => fc.record({ answer: fc.constantFrom("accept", "decline") }),
  },
  // The demo trainer is in that lead's group already: accepted, nothing recorded.
  {
    name: "POST /api/users/:id/group",
    method: "POST",
    caller: "admin",
    path: (world) => `/api/users/${world.ids.trainer}/group`,
    valid: (world) => fc.constant({ localLeadId: world.ids.lead }),
  },
  {
    name: "POST /api/course-schedule/leads",
    method: "POST",
    caller: "admin",
    path: () => "/api/course-schedule/leads",
    valid: (world) => fc.record({ leads: fc.subarray([world.ids.lead]) }),
  },
  // A trainer with no train-the-trainer step pending finishing the route again: accepted, nothing recorded.
  { name: "PATCH /api/upgrade-to-ttt", method: "PATCH", caller: "trainer", path: () => "/api/upgrade-to-ttt", valid: () => fc.constant({ step: null }) },
  {
    name: "POST /api/certificate/:sessionId",
    method: "POST",
    caller: "participant",
    path: (world) => `/api/certificate/${world.session.id}`,
    valid: () => fc.record({ module: fc.constantFrom("1", "2"), name: nameText, sendEmail: fc.boolean(), email: uniqueEmail }),
  },
  {
    name: "POST /api/certificate/ttt",
    method: "POST",
    caller: "participant",
    path: () => "/api/certificate/ttt",
    valid: null,
    fuzzPath: () => fc.constant("/api/certificate/ttt"),
  },
  {
    name: "PUT /api/my-account/results-access",
    method: "PUT",
    caller: "trainer",
    path: () => "/api/my-account/results-access",
    valid: () => fc.record({ consent: fc.boolean() }),
  },
  {
    name: "POST /api/error-reports",
    method: "POST",
    caller: "anonymous",
    path: () => "/api/error-reports",
    valid: (world) =>
      fc.record({
        reportId: fc.uuid(),
        kind: fc.constantFrom("crash", "feedback"),
        page: fc.constantFrom(`${world.url}/dashboard`, `${world.url}/survey/abc/post`),
        error: freeText(2_000).filter((text) => text.trim() !== ""),
        note: fc.option(freeText(2_000), { nil: null }),
      }),
  },
];
