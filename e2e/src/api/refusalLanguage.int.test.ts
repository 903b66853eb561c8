import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INPUT_TEXTS, LIMITS, PRODUCT_TEXTS, VALIDATION } from "@wellbeing/domain";
import { ApiClient } from "../support/apiClient";
import { startTestSystem, type TestSystem } from "../support/testSystem";

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
      fields: { email: VALIDATION.invalidEmail, password: INPUT_TEXTS.tooLong(LIMITS.passwordMaxLength) },
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
    for (const headers of [{ cookie: "wb_lang=fr" }, { cookie: "wb_lang=%00%ff" }, { "accept-language": "fr-FR,de;q=0.9" }, { "accept-language": ";;q=,,*" }] as Array<Record<string, string>>) {
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
