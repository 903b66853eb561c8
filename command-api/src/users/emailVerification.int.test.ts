import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMAIL_VERIFICATION_TEXTS, PRODUCT_TEXTS, ROSTER_TEXTS } from "@wellbeing/domain";
import type { ReceivedMail } from "@wellbeing/platform";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { STRONG_PASSWORD, isTo, signUpParticipant, verificationLinkIn } from "@wellbeing/testkit/accountHelpers";
import { ApiClient, eventually } from "@wellbeing/testkit/apiClient";
import { onlineSessionForm } from "@wellbeing/testkit/sessionCast";
import { eventCount, eventsMentioning } from "@wellbeing/testkit/storedEvents";
import { startTestSystem, type TestSystem } from "@wellbeing/testkit/testSystem";
import { ENGLISH_TEXTS } from "@wellbeing/i18n";

// E-mail addresses are proven before they unlock anything (issue 9): sign-up's link, resending it,
// following it once within 24 hours, staff-recorded registrations, and a change of address. Refused
// tokens and who may ask for a link are the command slices' specs (command-api/src/account/verifyEmail,
// sendEmailVerification).

let system: TestSystem;
/** How far the system's clock is ahead of the real one: links expire on it. */
let clockAheadMs = 0;
let trainer: ApiClient;
let trainerId: string;

beforeAll(async () => {
  system = await startTestSystem({ clock: () => new Date(Date.now() + clockAheadMs) });
  trainer = new ApiClient(system.url);
  trainerId = (await trainer.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD)).userId;
});
afterAll(async () => {
  await system.stop();
});

const anonymous = () => new ApiClient(system.url);
const verify = (caller: ApiClient, token: unknown) => caller.post("/api/users/verify-email", { token });
const resend = (caller: ApiClient) => caller.post("/api/users/verification-email");

const isVerificationTo =
  (address: string, after = 0) =>
  (mail: ReceivedMail) =>
    isTo(address)(mail) && mail.id > after && mail.subject === EMAIL_VERIFICATION_TEXTS.mailSubject;
/** The token of the first verification e-mail to `address` received after mail number `after`. */
const linkTo = async (address: string, after = 0) => verificationLinkIn(await system.mail.waitFor(isVerificationTo(address, after))).token;
const lastMailId = () => system.mail.messages().reduce((last, mail) => Math.max(last, mail.id), 0);

const onlineSession = async () => {
  const created = await trainer.post("/api/add-session", onlineSessionForm(trainerId, { meetingLink: "https://zoom.us/j/777" }));
  expect(created.status).toBe(201);
  return created.body as { id: string; shortId: string };
};
const listAsAttendees = (sessionId: string, emails: string[]) =>
  trainer.request("PATCH", `/api/sessions/${sessionId}/attendeesList`, {
    participantsEmails: emails.map((email) => ({ email, status: "confirmed" })),
    status: "confirmed",
  });
const registerSelf = (caller: ApiClient, sessionId: string, email: string) =>
  caller.request("PATCH", `/api/sessions/${sessionId}/confirm-email`, { email, status: "confirmed" });

describe("sign-up", () => {
  it("e-mails a link to <PUBLIC_URL>/verify-email/<token> (HTML and text) and keeps the person logged in, unverified", async () => {
    const signedUp = await anonymous().post("/api/participant", { name: "Vera Fied", email: "vera.fied@example.org", password: STRONG_PASSWORD });
    expect(signedUp.status).toBe(201);
    expect(signedUp.body).toMatchObject({ isAuthenticated: true, email: "vera.fied@example.org", emailVerified: false, pendingEmail: null });
    const mail = await system.mail.waitFor(isVerificationTo("vera.fied@example.org"));
    const { url, token } = verificationLinkIn(mail);
    expect(url).toBe(`${system.url}/verify-email/${token}`);
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.text).toContain(EMAIL_VERIFICATION_TEXTS.mailValidity);
    // Only the token's hash is stored.
    expect(await eventsMentioning(system.sealedStore, [token])).toEqual([]);
  });
});

describe("following the link", () => {
  it("verifies the address once; the log-in answer and the auth user say so", async () => {
    const { client: vic } = await signUpParticipant(system.url, "Vic Once", "vic.once@example.org");
    expect((await vic.get("/api/users/auth")).body).toMatchObject({ emailVerified: false });
    const token = await linkTo("vic.once@example.org");

    // Anyone holding the link may follow it: the token is the proof.
    const verified = await verify(anonymous(), token);
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ message: EMAIL_VERIFICATION_TEXTS.verified });
    expect(verified.headers.get("x-consistency-token")).toBeTruthy();
    expect((await anonymous().post("/api/login", { email: "vic.once@example.org", password: STRONG_PASSWORD })).body).toMatchObject({ emailVerified: true });
    await eventually(async () => (await vic.get("/api/users/auth")).body.emailVerified === true);

    const before = await eventCount(system);
    const again = await verify(vic, token);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: EMAIL_VERIFICATION_TEXTS.linkInvalid, fields: { token: EMAIL_VERIFICATION_TEXTS.linkInvalid } });
    expect(await eventCount(system)).toBe(before);
  });

  it("expires after 24 hours; a new link from My Account works", async () => {
    const { client: eve } = await signUpParticipant(system.url, "Eve Later", "eve.later@example.org");
    const old = await linkTo("eve.later@example.org");
    clockAheadMs = 24 * 60 * 60 * 1000;
    try {
      const expired = await verify(anonymous(), old);
      expect(expired.status).toBe(400);
      expect(expired.body.error).toBe(EMAIL_VERIFICATION_TEXTS.linkExpired);

      const seen = lastMailId();
      const resent = await resend(eve);
      expect(resent.status).toBe(200);
      expect(resent.body).toEqual({ message: ENGLISH_TEXTS.emailVerification.linkSent("eve.later@example.org"), email: "eve.later@example.org" });
      expect((await verify(anonymous(), await linkTo("eve.later@example.org", seen))).status).toBe(200);
    } finally {
      clockAheadMs = 0;
    }
  });
});

describe("asking for a new link (POST /api/users/verification-email)", () => {
  it("sends a fresh link to the unproven address; both links work until one is used", async () => {
    const { client: rue } = await signUpParticipant(system.url, "Rue Send", "rue.send@example.org");
    const first = await linkTo("rue.send@example.org");
    const seen = lastMailId();
    expect((await resend(rue)).status).toBe(200);
    const second = await linkTo("rue.send@example.org", seen);
    expect(second).not.toBe(first);
    expect((await verify(anonymous(), first)).status).toBe(200);
    // Proven: every other link to the address is spent, and there is nothing left to send.
    expect((await verify(anonymous(), second)).status).toBe(400);
    const nothingLeft = await resend(rue);
    expect(nothingLeft.status).toBe(409);
    expect(nothingLeft.body.error).toBe(EMAIL_VERIFICATION_TEXTS.alreadyVerified);
  });
});

describe("registrations staff recorded under an address", () => {
  it("stay hidden from an unverified sign-up with that address (no details, no meeting link) and become theirs once verified", async () => {
    const session = await onlineSession();
    expect((await listAsAttendees(session.id, ["listed.early@example.org"])).status).toBe(200);
    const { client: lee } = await signUpParticipant(system.url, "Lee Listed", "listed.early@example.org");

    const hidden = await lee.get(`/api/participant/session-details/${session.id}`);
    expect(hidden.status).toBe(403);
    expect(JSON.stringify(hidden.body)).not.toContain("zoom.us");
    expect((await lee.get(`/api/sessions/${session.shortId}/registration`)).body).toMatchObject({ registered: false });
    // Registering themselves does not hand them the staff-recorded place either: they are asked to verify.
    const selfRegistered = await registerSelf(lee, session.id, "listed.early@example.org");
    expect(selfRegistered.status).toBe(409);
    expect(selfRegistered.body.error).toBe(EMAIL_VERIFICATION_TEXTS.staffListedVerifyFirst);
    expect((await lee.request("DELETE", `/api/sessions/${session.id}/registration`, { removalReason: "Not me" })).status).toBe(403);

    expect((await verify(lee, await linkTo("listed.early@example.org"))).status).toBe(200);
    const details = await lee.get(`/api/participant/session-details/${session.id}`);
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({ id: session.id, meetingLink: "https://zoom.us/j/777" });
    expect((await lee.get(`/api/sessions/${session.shortId}/registration`)).body).toMatchObject({ registered: true });
    expect((await registerSelf(lee, session.id, "listed.early@example.org")).body).toEqual({
      confirmedEmail: "listed.early@example.org",
      alreadyRegistered: true,
    });
    // Staff see the person once.
    const roster = (await trainer.get(`/api/sessions/${session.id}/roster`)).body;
    expect(roster.attendees.map((attendee: { email: string }) => attendee.email)).toEqual(["listed.early@example.org"]);
    expect(roster.numberOfConfirmedParticipants).toBe(1);
  });

  it("listed after an unverified sign-up, are not keyed to the account until it is proven", async () => {
    const session = await onlineSession();
    const { client: kit } = await signUpParticipant(system.url, "Kit Later", "listed.later@example.org");
    expect((await listAsAttendees(session.id, ["listed.later@example.org"])).status).toBe(200);
    const roster = (await trainer.get(`/api/sessions/${session.id}/roster`)).body;
    expect(roster.attendees).toMatchObject([{ email: "listed.later@example.org", participantId: null }]);
    expect((await kit.get(`/api/participant/session-details/${session.id}`)).status).toBe(403);
    expect((await verify(kit, await linkTo("listed.later@example.org"))).status).toBe(200);
    expect((await kit.get(`/api/participant/session-details/${session.id}`)).status).toBe(200);
  });

  it("survive an unverified account with the address being deleted: it could not erase them", async () => {
    const session = await onlineSession();
    expect((await listAsAttendees(session.id, ["kept.listed@example.org"])).status).toBe(200);
    const { client: squatter, userId } = await signUpParticipant(system.url, "Not Them", "kept.listed@example.org");
    const deleted = await squatter.request("DELETE", `/api/users/${userId}`);
    expect(deleted.status).toBe(200);
    // Read once the read models have passed the deletion.
    const roster = await trainer.get(`/api/sessions/${session.id}/roster`, { "x-consistency-token": deleted.headers.get("x-consistency-token")! });
    expect(roster.headers.get("x-consistency-stale")).toBeNull();
    expect(roster.body.attendees.map((attendee: { email: string }) => attendee.email)).toEqual(["kept.listed@example.org"]);
  });
});

describe("a participant's own registration", () => {
  it("works unverified: registering, then the details with the meeting link", async () => {
    const session = await onlineSession();
    const { client: una } = await signUpParticipant(system.url, "Una Proven", "una.unproven@example.org");
    const registered = await registerSelf(una, session.id, "una.unproven@example.org");
    expect(registered.status).toBe(200);
    expect(registered.body).toEqual({ confirmedEmail: "una.unproven@example.org", alreadyRegistered: false });
    expect((await una.get(`/api/sessions/${session.shortId}/registration`)).body).toMatchObject({ registered: true });
    const details = await una.get(`/api/participant/session-details/${session.id}`);
    expect(details.status).toBe(200);
    expect(details.body.meetingLink).toBe("https://zoom.us/j/777");
    await system.mail.waitFor((mail) => isTo("una.unproven@example.org")(mail) && mail.subject.startsWith(ROSTER_TEXTS.confirmationSubject));
  });
});

describe("a new address on My Account", () => {
  const update = (caller: ApiClient, body: unknown) => caller.request("PATCH", "/api/my-account", body);

  it("takes effect only when proven: the old address keeps working until then, and is given up after", async () => {
    const { client: mo } = await signUpParticipant(system.url, "Mo Mover", "mo.before@example.org");
    const asked = await update(mo, { name: "Mo Mover", email: "mo.after@example.org" });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ email: "mo.before@example.org", pendingEmail: "mo.after@example.org", emailVerified: false });
    expect((await anonymous().post("/api/login", { email: "mo.after@example.org", password: STRONG_PASSWORD })).status).toBe(401);
    expect((await anonymous().post("/api/login", { email: "mo.before@example.org", password: STRONG_PASSWORD })).status).toBe(200);
    // A resend goes to the pending address.
    const seen = lastMailId();
    expect((await resend(mo)).body.email).toBe("mo.after@example.org");

    expect((await verify(anonymous(), await linkTo("mo.after@example.org", seen))).status).toBe(200);
    expect((await anonymous().post("/api/login", { email: "mo.after@example.org", password: STRONG_PASSWORD })).body).toMatchObject({
      email: "mo.after@example.org",
      emailVerified: true,
      pendingEmail: null,
    });
    expect((await anonymous().post("/api/login", { email: "mo.before@example.org", password: STRONG_PASSWORD })).status).toBe(401);
    expect((await anonymous().post("/api/participant", { name: "New Owner", email: "mo.before@example.org", password: STRONG_PASSWORD })).status).toBe(201);
  });

  it("is refused at request time when visibly taken, and at verification time when taken meanwhile (409 under email)", async () => {
    const { client: ida } = await signUpParticipant(system.url, "Ida Idle", "ida.idle@example.org");
    const before = await eventCount(system);
    const visiblyTaken = await update(ida, { name: "Ida Idle", email: DEMO_ACCOUNTS.lead });
    expect(visiblyTaken.status).toBe(409);
    expect(visiblyTaken.body).toEqual({ error: PRODUCT_TEXTS.emailTaken, fields: { email: PRODUCT_TEXTS.emailTaken } });
    expect(await eventCount(system)).toBe(before);

    expect((await update(ida, { name: "Ida Idle", email: "contested@example.org" })).status).toBe(200);
    const token = await linkTo("contested@example.org");
    expect((await anonymous().post("/api/participant", { name: "Quick Claimer", email: "contested@example.org", password: STRONG_PASSWORD })).status).toBe(201);
    const late = await verify(anonymous(), token);
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ error: PRODUCT_TEXTS.emailTaken, fields: { email: PRODUCT_TEXTS.emailTaken } });
    expect((await ida.get("/api/users/auth")).body).toMatchObject({ email: "ida.idle@example.org", pendingEmail: "contested@example.org" });
  });
});
