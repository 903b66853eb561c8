import { execFile } from "node:child_process";
import { mkdtemp, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "csv-parse/sync";
import { unzipSync } from "fflate";
import { RESEARCH_HEADER, programmeDate, respondentStream } from "@wellbeing/domain";
import { READ_MODEL_SCHEMA, translatorFor } from "@wellbeing/platform";
import { buildResearchExport } from "@wellbeing/query-api";
import type { ApiClient } from "@wellbeing/testkit/apiClient";
import { createSession, inDays, sessionForm } from "@wellbeing/testkit/sessionCast";
import { sessionCastSuite } from "@wellbeing/testkit/sessionCastSuite";
import { answerSurvey, participantAccount } from "@wellbeing/testkit/surveyResponses";
import { failingDeflateWorker } from "./testing/failingDeflateWorker";

// GET /api/research-export and `npm run research-export` (issue 13): the anonymised dataset replayed
// from the event log as of the end of a day, reproducible to the byte, with nothing that links back.

const suite = sessionCastSuite();
const run = promisify(execFile);
const today = () => programmeDate(new Date());

const download = async (client: ApiClient, query: string) => {
  const response = await fetch(`${suite.system.url}/api/research-export${query}`, { headers: client.sessionCookie ? { cookie: client.sessionCookie } : {} });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
};

const filesOf = (zip: Uint8Array) => {
  const files = unzipSync(zip);
  const text = (name: string) => new TextDecoder().decode(files[name]);
  return {
    names: Object.keys(files),
    responses: parse(text("responses.csv"), { columns: true, bom: true }) as Array<Record<string, string>>,
    text,
    bytes: (name: string) => files[name]!,
  };
};

/** The log is read up to what every open transaction of the database server has left behind: wait until the five responses are readable. */
const readableExport = async () => {
  await expect.poll(async () => filesOf((await download(suite.cast.as.admin, `?asOf=${today()}`)).bytes).responses.length, { timeout: 60_000 }).toBe(4);
};

let ana: Awaited<ReturnType<typeof participantAccount>>;
let anaResponse: string;
let sessionId: string;

beforeAll(async () => {
  const { as, ids } = suite.cast;
  const session = await createSession(as.trainer, sessionForm(ids.trainer, { dates: [{ sessionDate: inDays(-3), startTime: "10:00", endTime: "12:00" }] }));
  sessionId = session.id;
  ana = await participantAccount(suite.system, "ana.research@example.org", "Ana Research");
  anaResponse = await answerSurvey(suite.system, ana, session.id, "pre-course");
  const ben = await participantAccount(suite.system, "ben.research@example.org", "Ben Research");
  await answerSurvey(suite.system, ben, session.id, "pre-course", { disagreedToResearch: true });
  // Three more: five responses, a batch the disclosure rule releases (results/disclosure.ts).
  for (const name of ["cai", "dee", "eli"])
    await answerSurvey(suite.system, await participantAccount(suite.system, `${name}.research@example.org`, `${name} Research`), session.id, "pre-course");
}, 300_000);

describe("the research export", () => {
  it("answers admins a zip of the consented responses and a data dictionary in English and Welsh, named after its day", async () => {
    await readableExport();
    const answer = await download(suite.cast.as.admin, `?asOf=${today()}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/zip");
    expect(answer.headers.get("content-disposition")).toBe(`attachment; filename="research-${today()}.zip"`);
    const { names, responses, text } = filesOf(answer.bytes);
    expect(names).toEqual(["responses.csv", "data-dictionary.csv"]);
    // Each file starts with a byte-order mark, as every CSV does, so Excel reads the Welsh as UTF-8 (issue 26).
    for (const name of names) expect([...filesOf(answer.bytes).bytes(name).slice(0, 3)], name).toEqual([0xef, 0xbb, 0xbf]);
    // Ben declined research use: the other four are there.
    expect(responses).toHaveLength(4);
    expect(Object.keys(responses[0]!)).toEqual(RESEARCH_HEADER);
    expect(responses[0]).toMatchObject({ survey_type: "pre-course", course: "C5", modules: "1", session_first_date: inDays(-3), delivery: "faceToFace" });
    const dictionary = parse(text("data-dictionary.csv"), { columns: false, bom: true }) as string[][];
    expect(dictionary.slice(1).map((row) => row[0])).toEqual(RESEARCH_HEADER);
    expect(dictionary[1]![1]).toBe(translatorFor("en")("dataExports.researchResponse"));
    expect(dictionary[1]![2]).toBe(translatorFor("cy")("dataExports.researchResponse"));
  });

  it("gives the same bytes for the same day every time, through the API or `npm run research-export` (its replay of the sealed log)", async () => {
    await readableExport();
    const first = await download(suite.cast.as.admin, `?asOf=${today()}`);
    const again = await download(suite.cast.as.admin, `?asOf=${today()}`);
    expect(Buffer.from(again.bytes).equals(Buffer.from(first.bytes))).toBe(true);
    const replayed = await buildResearchExport({ store: suite.system.sealedStore, db: suite.system.db, asOf: today() });
    expect(Buffer.from(replayed.zip).equals(Buffer.from(first.bytes))).toBe(true);
    // The command itself, on this database, writes the same file.
    const out = path.join(await mkdtemp(path.join(os.tmpdir(), "research-")), "export.zip");
    const script = path.resolve(import.meta.dirname, "../../../scripts/src/researchExport.ts");
    await run(process.execPath, ["--import", "tsx", script, "--as-of", today(), "--out", out], {
      env: { ...process.env, DATABASE_URL: suite.system.database.url },
    });
    expect((await readFile(out)).equals(Buffer.from(first.bytes))).toBe(true);
    // A day before anything happened: the header alone, still the same each time.
    const empty = await download(suite.cast.as.admin, "?asOf=2020-01-01");
    expect(filesOf(empty.bytes).responses).toEqual([]);
    // It starts the command as its own Node process: a generous ceiling for a busy machine.
  }, 300_000);

  it("ends with the compressing worker's error when that worker fails over the real log, its worker terminated: no archive, nothing left waiting", async () => {
    await readableExport();
    const failure = new Error("Worker exited with code 1");
    const failing = failingDeflateWorker(failure);
    await expect(buildResearchExport({ store: suite.system.sealedStore, db: suite.system.db, asOf: today(), startDeflate: failing.start })).rejects.toBe(
      failure,
    );
    expect(failing.seen).toMatchObject({ failed: true, terminated: true, pushedAfterFailure: 0 });
  });

  it("holds no name, e-mail, written answer or id the app shows; after the person is erased their response still counts and nothing links it back", async () => {
    const before = await download(suite.cast.as.admin, `?asOf=${today()}`);
    const respondent = await suite.system.db.withSchema(READ_MODEL_SCHEMA).from("evaluation_respondents").where({ person_id: ana.userId }).first();
    const pseudonym = respondent.pseudonym as string;
    const { text } = filesOf(before.bytes);
    const everything = text("responses.csv") + text("data-dictionary.csv");
    for (const secret of [ana.name, ana.email, ana.userId, pseudonym, anaResponse, sessionId, "Support worker"]) expect(everything).not.toContain(secret);

    expect((await ana.client.request("DELETE", `/api/users/${ana.userId}`)).status).toBe(200);
    // The link from the person to the pseudonym is gone: the respondent stream's pseudonym no longer opens, the read model forgot it.
    const assigned = (await suite.system.store.readStream(respondentStream(ana.userId))).find((event) => event.type === "RespondentPseudonymAssigned");
    expect((assigned?.data as { pseudonym: string | null }).pseudonym).toBeNull();
    await expect
      .poll(async () => suite.system.db.withSchema(READ_MODEL_SCHEMA).from("evaluation_respondents").where({ person_id: ana.userId }).first())
      .toBeUndefined();

    const after = await download(suite.cast.as.admin, `?asOf=${today()}`);
    expect(filesOf(after.bytes).responses).toHaveLength(4);
    expect(Buffer.from(after.bytes).equals(Buffer.from(before.bytes))).toBe(true);
  });

  it("leaves out the sessions of a trainer who withdrew their results-access consent, whatever the day; given again, the same bytes as before (issue 24 §3)", async () => {
    await readableExport();
    const before = await download(suite.cast.as.admin, `?asOf=${today()}`);
    expect((await suite.cast.as.trainer.request("PUT", "/api/my-account/results-access", { consent: false })).status).toBe(200);
    try {
      await expect.poll(async () => filesOf((await download(suite.cast.as.admin, `?asOf=${today()}`)).bytes).responses.length, { timeout: 60_000 }).toBe(0);
    } finally {
      expect((await suite.cast.as.trainer.request("PUT", "/api/my-account/results-access", { consent: true })).status).toBe(200);
    }
    await readableExport();
    expect(Buffer.from((await download(suite.cast.as.admin, `?asOf=${today()}`)).bytes).equals(Buffer.from(before.bytes))).toBe(true);
  });

  it("is for admins only, and refuses a day that is not a date or has not come yet", async () => {
    const { as } = suite.cast;
    for (const client of [as.lead, as.trainer, as.participant]) expect((await download(client, `?asOf=${today()}`)).status).toBe(403);
    expect((await download(as.anonymous, `?asOf=${today()}`)).status).toBe(401);
    for (const bad of ["", "?asOf=", "?asOf=2026-02-30", "?asOf=yesterday", `?asOf=${inDays(2)}`]) {
      const answer = await download(as.admin, bad);
      expect(answer.status, bad).toBe(400);
      expect(Object.keys(JSON.parse(new TextDecoder().decode(answer.bytes)).fields), bad).toEqual(["asOf"]);
    }
  });
});
