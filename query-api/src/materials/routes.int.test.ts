import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findMaterialDocument, materialFilePath, type Course } from "@wellbeing/domain";
import { translatorFor } from "@wellbeing/platform";
import { MATERIALS_DIRECTORY } from "@wellbeing/query-api";
import { registerAccount } from "@wellbeing/testkit/accountHelpers";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { recordAttendeeEvaluationOf } from "@wellbeing/testkit/attendeeEvaluations";
import { assembleSessionCast, createSession, sessionForm, type SessionCast } from "@wellbeing/testkit/sessionCast";
import { startTestSystem, type TestSystem } from "@wellbeing/testkit/testSystem";

// GET /api/participant/materials[/:course] and the downloads (§2.14, §6): only the participant's own
// cards, each document locked or open as their evaluations say, and a locked one never downloaded.

let system: TestSystem;
let cast: SessionCast;

beforeAll(async () => {
  system = await startTestSystem();
  cast = await assembleSessionCast(system);
});

afterAll(async () => {
  await system.stop();
});

const t = translatorFor("en");
const download = (course: Course, document: string) => `/api/participant/materials/${course}/documents/${document}`;
const committed = (course: Course, id: string, language: "cy" | "en") =>
  readFileSync(new URL(materialFilePath(findMaterialDocument(course, id)!, language), MATERIALS_DIRECTORY));

/** A new participant (address proven), logged in. */
const newParticipant = async (email: string) => {
  const participantId = await registerAccount(system, { email, name: email.split("@")[0]!, roles: ["participant"] });
  const client = new ApiClient(system.url);
  await client.logIn(email, "Demo-pass-1!");
  return { client, participantId, email };
};

/** A session of the course and modules (an admin may add the special ones) that the participant registers for; its ids. */
const registeredSession = async (participant: { client: ApiClient; email: string }, course: Course, modules: string[]) => {
  const session = await createSession(cast.as.admin, sessionForm(cast.ids.trainer, { course, modules, capacity: 20 }));
  const registered = await participant.client.request("PATCH", `/api/sessions/${session.id}/confirm-email`, { email: participant.email, status: "confirmed" });
  expect(registered.status).toBe(200);
  return session;
};

const documentsOf = (answer: { modules: Array<{ module: string; documents: Array<{ id: string; lock: string | null; downloadUrl: string | null }> }> }) =>
  Object.fromEntries(answer.modules.flatMap((card) => card.documents.map((document) => [document.id, document.lock ?? document.downloadUrl])));

describe("who may ask for materials", () => {
  it.each([
    ["anonymous", 401],
    ["trainer", 403],
    ["lead", 403],
    ["admin", 403],
  ] as const)("%s: %i, for the picker, a course and a download alike", async (member, status) => {
    const client = cast.as[member];
    expect((await client.get("/api/participant/materials")).status).toBe(status);
    expect((await client.get("/api/participant/materials/C5")).status).toBe(status);
    expect((await client.download(download("C5", "module-1-participant-guide"))).status).toBe(status);
  });

  it("a participant with no session has no course and no card ('No materials to show')", async () => {
    const nobody = await newParticipant("nobody@example.org");
    expect((await nobody.client.get("/api/participant/materials")).body).toEqual({ courses: [] });
    expect((await nobody.client.get("/api/participant/materials/YOUNG_PEOPLE")).body).toEqual({ course: "YOUNG_PEOPLE", modules: [] });
    const refused = await nobody.client.download(download("C5", "train-the-trainer-trainer-guide"));
    expect(refused.status).toBe(403);
  });

  it("an unknown course or document is not found, and a language other than ours is refused", async () => {
    const someone = await newParticipant("someone@example.org");
    const course = await someone.client.get("/api/participant/materials/C6");
    expect(course.status).toBe(404);
    expect(course.body.error).toBe(t("request.noCourse"));
    const document = await someone.client.get(download("C5", "module-9-workbook"));
    expect(document.status).toBe(404);
    expect(document.body.error).toBe(t("request.noDocument"));
    expect((await someone.client.get(download("C5", "..%2F..%2Fpackage.json"))).status).toBe(404);
    expect((await someone.client.get(`${download("C5", "module-1-participant-guide")}?language=fr`)).status).toBe(400);
  });

  it("a path that climbs out, an over-long or NUL document id is not found; a language other than ours names the field; nothing is a 5xx", async () => {
    const eve = await newParticipant("eve@example.org");
    await registeredSession(eve, "C5", ["1"]);
    const notFound: Array<[string, string]> = [
      [download("C5", "..%2F..%2F..%2Fetc%2Fpasswd"), t("request.noDocument")],
      [download("C5", "..%2F..%2Fpackage.json"), t("request.noDocument")],
      [download("C5", "a".repeat(65)), t("request.noDocument")],
      [download("C5", "module-1-participant-guide%00"), t("request.noDocument")],
      [download("C5", "MODULE-1-PARTICIPANT-GUIDE"), t("request.noDocument")],
      ["/api/participant/materials/..%2F..%2Fetc/documents/module-1-participant-guide", t("request.noCourse")],
      ["/api/participant/materials/c5/documents/module-1-participant-guide", t("request.noCourse")],
      ["/api/participant/materials/..%2F..%2Fetc", t("request.noCourse")],
    ];
    for (const [path, error] of notFound) {
      const refused = await eve.client.get(path);
      expect({ status: refused.status, body: refused.body }, path).toEqual({ status: 404, body: { error } });
    }
    for (const language of ["xx", "fr", "", "EN"]) {
      const refused = await eve.client.get(`${download("C5", "module-1-participant-guide")}?language=${language}`);
      expect({ status: refused.status, body: refused.body }, language).toEqual({
        status: 400,
        body: { error: t("product.invalidInput"), fields: { language: t("input.chooseOneOf", { values: "cy, en" }) } },
      });
    }
    const poisoned = await eve.client.get(`${download("C5", "module-1-participant-guide")}?language=cy%00`);
    expect({ status: poisoned.status, body: poisoned.body }).toEqual({
      status: 400,
      body: { error: t("product.invalidInput"), fields: { language: t("input.unsupportedCharacters") } },
    });
    // A segment longer than the router reads is refused before any route, in the same format as every refusal.
    const tooLong = await eve.client.get(download("C5", "a".repeat(5_000)), { "accept-language": "cy" });
    expect({ status: tooLong.status, body: tooLong.body }).toEqual({ status: 414, body: { error: translatorFor("cy")("request.unreadable") } });
    // Callers who may not ask are told so before the path or the query is judged.
    for (const path of [download("C5", "..%2F..%2Fetc"), `${download("C5", "module-1-participant-guide")}?language=xx`, "/api/participant/materials/C6"]) {
      const anonymous = await cast.as.anonymous.get(path);
      expect({ status: anonymous.status, body: anonymous.body }, path).toEqual({ status: 401, body: { error: t("product.notLoggedIn") } });
      const trainer = await cast.as.trainer.get(path);
      expect({ status: trainer.status, body: trainer.body }, path).toEqual({ status: 403, body: { error: t("product.notAllowed") } });
    }
  });
});

describe("a participant's materials", () => {
  it("lists the courses of their sessions, in the course order", async () => {
    const both = await newParticipant("both@example.org");
    await registeredSession(both, "YOUNG_PEOPLE", ["2"]);
    await registeredSession(both, "C5", ["1"]);
    expect((await both.client.get("/api/participant/materials")).body).toEqual({ courses: ["C5", "YOUNG_PEOPLE"] });
  });

  it("are locked until the evaluations §6 names, then open and download in the language asked for", async () => {
    const ana = await newParticipant("ana@example.org");
    const session = await registeredSession(ana, "C5", ["1", "2"]);

    const before = (await ana.client.get("/api/participant/materials/C5")).body;
    expect(before.modules.map((card: { module: string }) => card.module)).toEqual(["1", "2"]);
    expect(documentsOf(before)).toEqual({
      "module-1-participant-guide": "pre-course-evaluation",
      "module-1-workbook": "post-session-evaluation",
      "module-2-participant-guide": "pre-course-evaluation",
      "module-2-workbook": "post-session-evaluation",
    });
    expect(before.modules[0].preCourseEvaluation).toEqual({ shortId: session.shortId, surveyType: "pre-course" });
    expect(before.modules[0].postSessionEvaluation).toBeNull();

    // Typing the address of a locked document does not get it either.
    const locked = await ana.client.get(download("C5", "module-1-participant-guide"));
    expect(locked.status).toBe(403);
    expect(locked.body.error).toBe(t("materials.documentLocked"));

    const preCourse = await recordAttendeeEvaluationOf(system, session.id, { participantId: ana.participantId, email: ana.email }, "pre-course");
    const afterPreCourse = (await ana.client.get("/api/participant/materials/C5", { "x-consistency-token": preCourse })).body;
    expect(documentsOf(afterPreCourse)).toEqual({
      "module-1-participant-guide": download("C5", "module-1-participant-guide"),
      "module-1-workbook": "post-session-evaluation",
      "module-2-participant-guide": download("C5", "module-2-participant-guide"),
      "module-2-workbook": "post-session-evaluation",
    });
    expect(afterPreCourse.modules[0].preCourseEvaluation).toBeNull();

    const welsh = await ana.client.download(`${download("C5", "module-1-participant-guide")}?language=cy`);
    expect(welsh.status).toBe(200);
    expect(welsh.headers.get("content-type")).toBe("application/pdf");
    expect(welsh.headers.get("content-disposition")).toBe('attachment; filename="c5-module-1-participant-guide-cy.pdf"');
    expect(welsh.bytes.equals(committed("C5", "module-1-participant-guide", "cy"))).toBe(true);
    // Without ?language, the caller's own: their language cookie, else the browser's.
    const english = await ana.client.download(download("C5", "module-2-participant-guide"), { "accept-language": "en-GB" });
    expect(english.bytes.equals(committed("C5", "module-2-participant-guide", "en"))).toBe(true);
    const byCookie = await ana.client.download(download("C5", "module-2-participant-guide"), { cookie: `${ana.client.cookieHeader}; wb_lang=cy` });
    expect(byCookie.bytes.equals(committed("C5", "module-2-participant-guide", "cy"))).toBe(true);
    // A module Ana has no session of stays closed, open or not.
    expect((await ana.client.download(download("C5", "module-3-participant-guide"))).status).toBe(403);
    expect((await ana.client.download(download("C5", "module-1-workbook"))).status).toBe(403);

    const post = await recordAttendeeEvaluationOf(system, session.id, { participantId: ana.participantId, email: ana.email }, "post");
    const afterPost = (await ana.client.get("/api/participant/materials/C5", { "x-consistency-token": post })).body;
    expect(Object.values(documentsOf(afterPost)).every((value) => String(value).startsWith("/api/"))).toBe(true);
    expect((await ana.client.download(download("C5", "module-2-workbook"))).status).toBe(200);

    // Another participant's evaluations open nothing for Ben, on the same session.
    const ben = await newParticipant("ben@example.org");
    await ben.client.request("PATCH", `/api/sessions/${session.id}/confirm-email`, { email: ben.email, status: "confirmed" });
    const bens = (await ben.client.get("/api/participant/materials/C5")).body;
    expect(Object.values(documentsOf(bens)).every((value) => !String(value).startsWith("/api/"))).toBe(true);
    expect((await ben.client.download(download("C5", "module-2-workbook"))).status).toBe(403);
  });

  it("open the post-session documents of earlier modules with a response on a later one, and trainer-course guides without a pre-course evaluation", async () => {
    const cai = await newParticipant("cai@example.org");
    await registeredSession(cai, "C5", ["1"]);
    const later = await registeredSession(cai, "C5", ["3", "train-the-trainer"]);
    const token = await recordAttendeeEvaluationOf(system, later.id, { participantId: cai.participantId, email: cai.email }, "post-train-the-trainer");
    const documents = documentsOf((await cai.client.get("/api/participant/materials/C5", { "x-consistency-token": token })).body);
    expect(documents["module-1-workbook"]).toBe(download("C5", "module-1-workbook"));
    expect(documents["module-3-workbook"]).toBe(download("C5", "module-3-workbook"));
    expect(documents["module-1-participant-guide"]).toBe("pre-course-evaluation");
    expect(documents["train-the-trainer-trainer-guide"]).toBe(download("C5", "train-the-trainer-trainer-guide"));
    expect(documents["train-the-trainer-trainer-workbook"]).toBe(download("C5", "train-the-trainer-trainer-workbook"));
  });
});
