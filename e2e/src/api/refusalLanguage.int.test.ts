import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIMITS, PRODUCT_TEXTS, VALIDATION } from "@wellbeing/domain";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { onlineSessionForm } from "@wellbeing/testkit/sessionCast";
import { startTestSystem, type TestSystem } from "@wellbeing/testkit/testSystem";
import { ENGLISH_TEXTS } from "@wellbeing/i18n";

// Refusals come in the caller's language: their wb_lang choice, else their browser's, else English.

let system: TestSystem;

beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(async () => {
  await system.stop();
});

const badSignUp = { name: "Long Pass", email: "not an e-mail", password: `Aa1!${"x".repeat(200)}` };
const signUp = (headers: Record<string, string> = {}) => new ApiClient(system.url).post("/api/participant", badSignUp, headers);

describe("a refused sign-up", () => {
  it("is answered in English by default, word for word", async () => {
    const refused = await signUp();
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      error: PRODUCT_TEXTS.invalidInput,
      fields: { email: VALIDATION.invalidEmail, password: ENGLISH_TEXTS.input.tooLong(LIMITS.passwordMaxLength) },
    });
  });

  it("is answered in Welsh to a caller who chose Welsh", async () => {
    const refused = await signUp({ cookie: "wb_lang=cy" });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      error: "Gwiriwch y meysydd sydd wedi'u hamlygu",
      fields: { email: "Cyfeiriad e-bost annilys", password: `Rhy hir - dylai fod yn ${LIMITS.passwordMaxLength} nod ar y mwyaf` },
    });
  });

  it("follows the browser's Accept-Language when no choice was made, and the choice over the browser", async () => {
    expect((await signUp({ "accept-language": "cy-GB,cy;q=0.9,en;q=0.8" })).body.error).toBe("Gwiriwch y meysydd sydd wedi'u hamlygu");
    expect((await signUp({ "accept-language": "cy", cookie: "wb_lang=en" })).body.error).toBe(PRODUCT_TEXTS.invalidInput);
  });

  it("falls back to English for a language choice or a browser header that names nothing we speak, or is nonsense", async () => {
    for (const headers of [
      { cookie: "wb_lang=fr" },
      { cookie: "wb_lang=%00%ff" },
      { "accept-language": "fr-FR,de;q=0.9" },
      { "accept-language": ";;q=,,*" },
    ] as Array<Record<string, string>>) {
      const refused = await signUp(headers);
      expect(refused.status, JSON.stringify(headers)).toBe(400);
      expect(refused.body.error, JSON.stringify(headers)).toBe(PRODUCT_TEXTS.invalidInput);
    }
  });
});

describe("a read refused", () => {
  it("is answered in Welsh by the query side too", async () => {
    const refused = await new ApiClient(system.url).get("/api/users/sessions", { cookie: "wb_lang=cy" });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ error: "Mewngofnodwch i barhau" });
  });
});

describe("nothing found", () => {
  it("is said in the caller's language, naming the thing", async () => {
    const client = new ApiClient(system.url);
    expect(await client.get("/api/sessions/NOSUCH1")).toMatchObject({ status: 404, body: { error: "No session found" } });
    expect(await client.get("/api/sessions/NOSUCH1", { "accept-language": "cy" })).toMatchObject({ status: 404, body: { error: "Ni chafwyd hyd i'r sesiwn" } });
  });
});

describe("a refusal decided deep in the domain", () => {
  it("comes back in the caller's language: the session rules' refusal and their field messages", async () => {
    const trainer = new ApiClient(system.url);
    await trainer.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD);
    const trainerId = (await trainer.get("/api/users/auth")).body.userId as string;
    const welsh = { "accept-language": "cy" };

    const special = onlineSessionForm(trainerId, { modules: ["1", "train-the-trainer"] });
    expect(await trainer.post("/api/add-session", special)).toMatchObject({ status: 403, body: { error: PRODUCT_TEXTS.specialModuleAdminOnly } });
    expect(await trainer.post("/api/add-session", special, welsh)).toMatchObject({
      status: 403,
      body: { error: "Dim ond gweinyddwr sy'n gallu ychwanegu'r modiwl Hyfforddi'r Hyfforddwr neu Uwchsgilio Hyfforddwyr" },
    });

    const twice = onlineSessionForm(trainerId, { partnerTrainer2: trainerId });
    expect((await trainer.post("/api/add-session", twice)).body).toEqual({
      error: PRODUCT_TEXTS.invalidInput,
      fields: { partnerTrainer2: PRODUCT_TEXTS.trainersMustDiffer },
    });
    expect((await trainer.post("/api/add-session", twice, welsh)).body).toEqual({
      error: "Gwiriwch y meysydd sydd wedi'u hamlygu",
      fields: { partnerTrainer2: "Dewiswch ddau hyfforddwr gwahanol" },
    });
  });
});
