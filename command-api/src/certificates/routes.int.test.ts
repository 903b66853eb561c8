import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { certificateStream, questionnaireOf, visibleGroups, type SurveyType } from "@wellbeing/domain";
import { completeForm } from "@wellbeing/domain/evaluations/testFixtures";
import { translatorFor } from "@wellbeing/platform";
import { DEMO_PASSWORD } from "@wellbeing/scripts";
import { registerAccount } from "@wellbeing/testkit/accountHelpers";
import { ApiClient, eventually } from "@wellbeing/testkit/apiClient";
import { recordAttendance } from "@wellbeing/testkit/attendance";
import { createSession, inDays, registerBeforeItEnded, sessionForm } from "@wellbeing/testkit/sessionCast";
import { sessionCastSuite } from "@wellbeing/testkit/sessionCastSuite";
import { systemAtRest } from "@wellbeing/testkit/readModelRows";
import { eventCount } from "@wellbeing/testkit/storedEvents";

// POST /api/certificate/:sessionId and /ttt, GET /api/certificates/verify/:code (§2.18, §4, §7): who
// may have a certificate (decided from the event streams), the PDF and its name, the e-mail with the
// PDF attached, issuing once, and verifying without logging in until the holder is erased.

const suite = sessionCastSuite();
const t = translatorFor("en");
const folder = mkdtempSync(join(tmpdir(), "certificate-api-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const participant = async (email: string, name = "Ana Jones") => {
  const userId = await registerAccount(suite.system, { email, name, roles: ["participant"] });
  const client = new ApiClient(suite.system.url);
  await client.logIn(email, DEMO_PASSWORD);
  return { userId, client, email };
};

const submit = (client: ApiClient, sessionId: string, surveyType: SurveyType, demographicsKnown = false) =>
  client.post("/api/survey/submit/", {
    sessionId,
    surveyType,
    formState: completeForm(visibleGroups(questionnaireOf("v1"), surveyType, { demographicsKnown })),
    disagreedToResearch: false,
    questionIDList: [],
  });

/** A past session of modules 1 and 2 (or the given ones) by the cast's trainer. */
const pastSession = (modules: string[] = ["1", "2"]) =>
  createSession(modules.some((module) => !["1", "2", "3"].includes(module)) ? suite.cast.as.admin : suite.cast.as.trainer, {
    ...sessionForm(suite.cast.ids.trainer, {
      modules,
      dates: [
        { sessionDate: inDays(-8), startTime: "10:00", endTime: "12:00" },
        { sessionDate: inDays(-1), startTime: "10:00", endTime: "12:00" },
      ],
    }),
  });

/** A participant who attended a past session (the trainer's register says they came on both dates) and gave its post-session evaluation (pre-course first when it starts the course). */
const completedModules = async (email: string, name?: string, attended = true) => {
  const person = await participant(email, name);
  const session = await pastSession();
  expect((await registerBeforeItEnded(suite.system, person.client, session.id, email)).status).toBe(200);
  expect((await submit(person.client, session.id, "pre-course")).status).toBe(201);
  expect((await submit(person.client, session.id, "post", true)).status).toBe(201);
  if (attended) await recordAttendance(suite.cast.as.trainer, session.id, [person.userId]);
  return { ...person, session };
};

/** POSTs a certificate request and answers the status, the headers and the bytes (a PDF, or a refusal's JSON). */
const claim = async (client: ApiClient, path: string, body: unknown, headers: Record<string, string> = {}) => {
  const cookie = client.cookieHeader;
  const response = await fetch(`${suite.system.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}), ...headers },
    body: JSON.stringify(body),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    headers: response.headers,
    bytes,
    json: () => JSON.parse(bytes.toString("utf8")) as { error: string; fields?: Record<string, string> },
  };
};

let files = 0;
const textOf = (pdf: Buffer): string => {
  const path = join(folder, `${(files += 1)}.pdf`);
  writeFileSync(path, pdf);
  return execFileSync("pdftotext", ["-enc", "UTF-8", path, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
};
const codeIn = (text: string): string => /Verification code: ([A-Z0-9-]{14})/.exec(text)?.[1] ?? /Cod dilysu: ([A-Z0-9-]{14})/.exec(text)![1]!;

describe("who may have a module's certificate", () => {
  it("nobody logged in: 401, before the body is read", async () => {
    const { session } = await completedModules("ana.anonymous@example.org");
    const refused = await claim(new ApiClient(suite.system.url), `/api/certificate/${session.id}`, { module: "1", name: "x" });
    expect({ status: refused.status, body: refused.json() }).toEqual({ status: 401, body: { error: t("product.notLoggedIn") } });
  });

  it("refuses, appending nothing: not an attendee (a trainer, another participant), no post-session evaluation yet, an unknown session, a module it does not hold, bad input", async () => {
    const { session, client: eligible } = await completedModules("ana.refusals@example.org");
    // Registered and evaluated, but the register does not say they came.
    const absent = await completedModules("absent@example.org", "Absent Person", false);
    const otherSession = await pastSession();
    const stranger = await participant("stranger@example.org");
    const early = await participant("early@example.org");
    expect((await registerBeforeItEnded(suite.system, early.client, session.id, early.email)).status).toBe(200);
    expect((await submit(early.client, session.id, "pre-course")).status).toBe(201);
    // A confirmed attendee of a session that has not started yet.
    const upcoming = await createSession(
      suite.cast.as.trainer,
      sessionForm(suite.cast.ids.trainer, { modules: ["1"], dates: [{ sessionDate: inDays(3), startTime: "10:00", endTime: "12:00" }] }),
    );
    expect((await registerBeforeItEnded(suite.system, early.client, upcoming.id, early.email)).status).toBe(200);
    // A registration sets the session e-mails' reaction going (it appends the follow-ups it schedules): count once it is done.
    await eventually(() => systemAtRest(suite.system));
    const before = await eventCount(suite.system);

    const refusals: Array<[ApiClient, string, unknown, number, unknown]> = [
      [stranger.client, `/api/certificate/${session.id}`, { module: "1", name: "Stranger" }, 403, { error: t("certificates.notAnAttendee") }],
      // Eligible on her own session, not on another one.
      [eligible, `/api/certificate/${otherSession.id}`, { module: "1", name: "Ana Jones" }, 403, { error: t("certificates.notAnAttendee") }],
      [suite.cast.as.trainer, `/api/certificate/${session.id}`, { module: "1", name: "The Trainer" }, 403, { error: t("certificates.notAnAttendee") }],
      [early.client, `/api/certificate/${session.id}`, { module: "1", name: "Early Bird" }, 403, { error: t("certificates.evaluationFirst") }],
      [early.client, `/api/certificate/${upcoming.id}`, { module: "1", name: "Early Bird" }, 403, { error: t("certificates.notStartedYet") }],
      [absent.client, `/api/certificate/${absent.session.id}`, { module: "1", name: "Absent Person" }, 403, { error: t("certificates.attendanceNotRecorded") }],
      [
        early.client,
        `/api/certificate/${session.id}`,
        { module: "1", name: "Early Bird", language: "fr" },
        400,
        { error: t("product.invalidInput"), fields: { language: t("validation.required") } },
      ],
      [stranger.client, "/api/certificate/0190a000-0000-7000-8000-000000000999", { module: "1", name: "Stranger" }, 404, { error: t("request.noSession") }],
      [stranger.client, "/api/certificate/not-a-session", { module: "1", name: "Stranger" }, 404, { error: t("request.noSession") }],
      [
        early.client,
        `/api/certificate/${session.id}`,
        { module: "3", name: "Early Bird" },
        400,
        { error: t("product.invalidInput"), fields: { module: t("certificates.notThisSessionsModule") } },
      ],
      [
        early.client,
        `/api/certificate/${session.id}`,
        { module: "1", name: " Al " },
        400,
        { error: t("product.invalidInput"), fields: { name: t("certificates.nameTooShort") } },
      ],
      [
        early.client,
        `/api/certificate/${session.id}`,
        { module: "9", name: "" },
        400,
        { error: t("product.invalidInput"), fields: { module: t("validation.required"), name: t("validation.required") } },
      ],
      [
        early.client,
        `/api/certificate/${session.id}`,
        { module: "1", name: "Early Bird", sendEmail: true },
        400,
        { error: t("product.invalidInput"), fields: { email: t("validation.required") } },
      ],
      [
        early.client,
        `/api/certificate/${session.id}`,
        { module: "1", name: "Early Bird", sendEmail: true, email: "nope" },
        400,
        { error: t("product.invalidInput"), fields: { email: t("validation.invalidEmail") } },
      ],
    ];
    for (const [client, path, body, status, answer] of refusals) {
      const refused = await claim(client, path, body);
      expect({ status: refused.status, body: refused.json() }, JSON.stringify(body)).toEqual({ status, body: answer });
    }
    expect(await eventCount(suite.system)).toBe(before);
  });
});

describe("a module's certificate", () => {
  it("is a PDF named '{name}-{timestamp}.pdf' saying who completed which module; asked again with the same name, it is the same certificate; the name is sealed in its event", async () => {
    const ana = await completedModules("ana.pdf@example.org");
    const first = await claim(ana.client, `/api/certificate/${ana.session.id}`, { module: "2", name: "Ana Gwenllian Jones", sendEmail: false, language: "en" });
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("application/pdf");
    expect(first.headers.get("content-disposition")).toMatch(/^attachment; filename="Ana Gwenllian Jones-\d{13}\.pdf"$/);
    const text = textOf(first.bytes);
    expect(text).toContain("Certificate of Attendance");
    expect(text).not.toContain("Tystysgrif Presenoldeb");
    expect(text).toContain("Ana Gwenllian Jones");
    expect(text).toContain("Module 2");
    const code = codeIn(text);

    // Again with the same name (module 2 once more): the same certificate; in Welsh this time, as asked.
    const again = await claim(ana.client, `/api/certificate/${ana.session.id}`, { module: "2", name: "Ana Gwenllian Jones", language: "cy" });
    expect(again.status).toBe(200);
    const againText = textOf(again.bytes);
    expect(codeIn(againText)).toBe(code);
    expect(againText).toContain("Tystysgrif Presenoldeb");
    const stored = await suite.system.sealedStore.readStream(certificateStream(ana.session.id, ana.userId));
    expect(stored.map((event) => event.type)).toEqual(["CertificateIssued"]);
    expect(JSON.stringify(stored[0]!.data)).not.toContain("Ana Gwenllian");
    expect((stored[0]!.data as { code: string }).code).toBe(code);

    // Module 1 is a certificate of its own.
    const moduleOne = await claim(ana.client, `/api/certificate/${ana.session.id}`, { module: "1", name: "Ana Gwenllian Jones" });
    expect(codeIn(textOf(moduleOne.bytes))).not.toBe(code);
  });

  it("with a corrected name, is a new certificate with a new code; the old code verifies as replaced by a newer certificate, naming nobody", async () => {
    const bet = await completedModules("bet.correction@example.org", "Bet Evans");
    const misspelt = await claim(bet.client, `/api/certificate/${bet.session.id}`, { module: "1", name: "Bet Evnas", language: "en" });
    const oldCode = codeIn(textOf(misspelt.bytes));
    const corrected = await claim(bet.client, `/api/certificate/${bet.session.id}`, { module: "1", name: "Bet Evans", language: "en" });
    expect(corrected.status).toBe(200);
    const correctedText = textOf(corrected.bytes);
    const newCode = codeIn(correctedText);
    expect(newCode).not.toBe(oldCode);
    expect(correctedText).toContain("Bet Evans");
    expect(correctedText).not.toContain("Evnas");
    // The corrected name stands when asked again.
    expect(codeIn(textOf((await claim(bet.client, `/api/certificate/${bet.session.id}`, { module: "1", name: "Bet Evans" })).bytes))).toBe(newCode);

    const stored = await suite.system.store.readStream(certificateStream(bet.session.id, bet.userId));
    expect(stored.map((event) => (event.data as { code: string; replaces: string | null }).replaces)).toEqual([null, oldCode]);
    const anyone = new ApiClient(suite.system.url);
    await expect
      .poll(async () => (await anyone.get(`/api/certificates/verify/${oldCode}`)).body)
      .toEqual({ code: oldCode, name: null, module: "1", course: "C5", date: inDays(-1), status: "replaced" });
    await expect
      .poll(async () => (await anyone.get(`/api/certificates/verify/${newCode}`)).body)
      .toEqual({ code: newCode, name: "Bet Evans", module: "1", course: "C5", date: inDays(-1), status: "valid" });
  });

  it("is in the language chosen on the certificate screen, else the screen's (the request's), never the account's e-mail language", async () => {
    const gwen = await completedModules("gwen.language@example.org", "Gwen Lloyd");
    // Her e-mails come in Welsh; that does not choose the certificate's language.
    expect((await gwen.client.request("PATCH", "/api/users/language", { language: "cy" })).status).toBe(200);
    const path = `/api/certificate/${gwen.session.id}`;
    const english = textOf((await claim(gwen.client, path, { module: "1", name: "Gwen Lloyd", language: "en" })).bytes);
    expect(english).toContain("Certificate of Attendance");
    expect(english).not.toContain("Tystysgrif Presenoldeb");
    const welshScreen = textOf(
      (await claim(gwen.client, path, { module: "1", name: "Gwen Lloyd" }, { cookie: `${gwen.client.cookieHeader}; wb_lang=cy` })).bytes,
    );
    expect(welshScreen).toContain("Tystysgrif Presenoldeb");
    expect(welshScreen).not.toContain("Certificate of Attendance");
    const englishScreen = textOf((await claim(gwen.client, path, { module: "1", name: "Gwen Lloyd" }, { "accept-language": "en-GB" })).bytes);
    expect(englishScreen).toContain("Certificate of Attendance");
  });

  it("with sendEmail, is e-mailed too, in the person's language, the PDF attached under its name in UTF-8 (RFC 2231) and downloaded under it too (RFC 5987)", async () => {
    const cai = await completedModules("cai.mail@example.org", "Cai Rhys");
    expect((await cai.client.request("PATCH", "/api/users/language", { language: "cy" })).status).toBe(200);
    const sent = await claim(cai.client, `/api/certificate/${cai.session.id}`, {
      module: "1",
      name: "Cai Ŵyn Rhys",
      language: "cy",
      sendEmail: true,
      email: "Cai.Inbox@Example.org",
    });
    expect(sent.status).toBe(200);
    expect(sent.headers.get("content-disposition")).toMatch(
      /^attachment; filename="Cai Wyn Rhys-\d{13}\.pdf"; filename\*=UTF-8''Cai%20%C5%B4yn%20Rhys-\d{13}\.pdf$/,
    );
    const mail = await suite.system.mail.waitFor((received) => received.to.includes("cai.inbox@example.org"));
    const cy = translatorFor("cy");
    expect(mail.subject).toBe(cy("certificates.mailSubject", { module: "Modiwl 1" }));
    expect(mail.text).not.toContain("Your certificate");
    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments;
    expect(attachment!.contentType).toBe("application/pdf");
    expect(attachment!.filename).toMatch(/^Cai Ŵyn Rhys-\d{13}\.pdf$/);
    const text = textOf(attachment!.content);
    expect(text).toContain("Tystysgrif Presenoldeb");
    expect(text).not.toContain("Certificate of Attendance");
    expect(text).toContain("Cai Ŵyn Rhys");
    expect(mail.text).toContain(codeIn(text));
  });
});

describe("verifying a certificate", () => {
  it("anyone can, by its code (in any case): only the name, module, course and date; unknown or malformed codes are not found; an erased holder's is revoked, without a name", async () => {
    const dai = await completedModules("dai.verify@example.org", "Dai Morgan");
    const issued = await claim(dai.client, `/api/certificate/${dai.session.id}`, { module: "2", name: "Dai Morgan" });
    const code = codeIn(textOf(issued.bytes));
    const anyone = new ApiClient(suite.system.url);
    const verified = await eventually(async () => {
      const answer = await anyone.get(`/api/certificates/verify/${code.toLowerCase()}`);
      return answer.status === 200 ? answer.body : null;
    });
    expect(verified).toEqual({ code, name: "Dai Morgan", module: "2", course: "C5", date: inDays(-1), status: "valid" });

    for (const unknown of ["ZZZZ-ZZZZ-ZZZZ", "not-a-code", "ABCD-EFGH-JKM0"]) {
      const missing = await anyone.get(`/api/certificates/verify/${unknown}`);
      expect({ status: missing.status, body: missing.body }, unknown).toEqual({ status: 404, body: { error: t("request.noCertificate") } });
    }

    expect((await dai.client.request("DELETE", `/api/users/${dai.userId}`)).status).toBe(200);
    const revoked = await eventually(async () => {
      const answer = await anyone.get(`/api/certificates/verify/${code}`);
      return answer.body?.status === "revoked" ? answer.body : null;
    });
    expect(revoked).toEqual({ code, name: null, module: "2", course: "C5", date: inDays(-1), status: "revoked" });
  });
});

describe("the trainer certificate", () => {
  it("after the post-train-the-trainer evaluation, POST /api/certificate/ttt (empty body) answers it, named after the module plus a timestamp; before it, 403; nobody logged in, 401", async () => {
    const eve = await participant("eve.trainer@example.org", "Eve Thomas");
    const course = await pastSession(["train-the-trainer"]);
    expect((await registerBeforeItEnded(suite.system, eve.client, course.id, eve.email)).status).toBe(200);
    await recordAttendance(suite.cast.as.trainer, course.id, [eve.userId]);

    const early = await claim(eve.client, "/api/certificate/ttt", {});
    expect({ status: early.status, body: early.json() }).toEqual({ status: 403, body: { error: t("certificates.trainerEvaluationFirst") } });
    const anonymous = await claim(new ApiClient(suite.system.url), "/api/certificate/ttt", {});
    expect(anonymous.status).toBe(401);

    expect((await submit(eve.client, course.id, "post-train-the-trainer")).status).toBe(201);
    const certificate = await claim(eve.client, "/api/certificate/ttt", {});
    expect(certificate.status).toBe(200);
    expect(certificate.headers.get("content-disposition")).toMatch(/filename="module-train-the-trainer-\d{13}\.pdf"/);
    const text = textOf(certificate.bytes);
    expect(text).toContain("Eve Thomas");
    expect(text).toContain("Train the Trainer");
    // The same certificate as the module's own, asked for on the session.
    const viaSession = await claim(eve.client, `/api/certificate/${course.id}`, { module: "train-the-trainer", name: "Eve Thomas" });
    expect(codeIn(textOf(viaSession.bytes))).toBe(codeIn(text));
  });
});
