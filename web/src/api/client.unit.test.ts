import { afterEach, describe, expect, it, vi } from "vitest";
import { en, publicSessionContract, registrationStateContract } from "@wellbeing/domain";
import { cy } from "@wellbeing/domain/i18n/cy";
import { errorMessage, isApiError } from "./apiError";
import { callContract, pathOf } from "./client";
import { decodeAnswer } from "./decodeAnswer";
import { translator } from "@wellbeing/i18n";

const welsh = translator(cy, "cy");
const english = translator(en, "en");
const SOMETHING_WENT_WRONG_CY = "Aeth rhywbeth o'i le. Rhowch gynnig arall arni yn nes ymlaen";

/** The failure a call to the registration state ends in, with fetch answering as given. */
const failureOf = async (fetchAnswers: () => Promise<Response>): Promise<unknown> => {
  vi.stubGlobal("fetch", vi.fn(fetchAnswers));
  return callContract(registrationStateContract, { params: { shortId: "abc" } }).then(
    () => expect.unreachable("the call should fail"),
    (error: unknown) => error,
  );
};

const json = (status: number, body: unknown): Response => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("calling an endpoint by its contract", () => {
  it("fills the path's parameters, encoded", () => {
    expect(pathOf(registrationStateContract, { shortId: "ab/c d" })).toBe("/api/sessions/ab%2Fc%20d/registration");
  });

  it("keeps only what the answer schema names, and refuses an answer that breaks it as a server fault", () => {
    const state = { sessionId: "s1", registrationOpen: true, ended: false, spacesRemaining: 2, registered: false, waitingList: null, skippedModules: [] };
    expect(decodeAnswer(registrationStateContract, { ...state, stray: "x" })).toEqual(state);
    try {
      decodeAnswer(publicSessionContract, { id: "s1" });
      expect.unreachable();
    } catch (error) {
      expect(isApiError(error) && error.status).toBe(500);
    }
  });
});

describe("a failed call, worded in the language on screen", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("given no answer at all, when it is shown in Welsh, then it says something went wrong in Welsh", async () => {
    const error = await failureOf(() => Promise.reject(new TypeError("Failed to fetch")));
    expect(isApiError(error) && error.status).toBe(0);
    expect(errorMessage(error, welsh)).toBe(SOMETHING_WENT_WRONG_CY);
    expect(errorMessage(error, english)).toBe("Something went wrong. Please try again later");
  });

  it("given an answer that does not decode, when it is shown in Welsh, then it is a server fault said in Welsh", async () => {
    const error = await failureOf(() => Promise.resolve(json(200, { sessionId: "s1" })));
    expect(isApiError(error) && error.status).toBe(500);
    expect(errorMessage(error, welsh)).toBe(SOMETHING_WENT_WRONG_CY);
  });

  it("given a refusal without words (a proxy's HTML page), when it is shown in Welsh, then the web words it in Welsh", async () => {
    const error = await failureOf(() => Promise.resolve(new Response("<html>Bad Gateway</html>", { status: 502 })));
    expect(isApiError(error) && error.status).toBe(502);
    expect(errorMessage(error, welsh)).toBe(SOMETHING_WENT_WRONG_CY);
  });

  it("given a 4xx the server worded with its fields, when it is shown, then the server's words show as they came", async () => {
    const refusal = { error: "Mae'r sesiwn yn llawn", fields: { email: "Cyfeiriad e-bost annilys", count: 3 } };
    const error = await failureOf(() => Promise.resolve(json(409, refusal)));
    expect(isApiError(error) && { status: error.status, fields: error.fields }).toEqual({ status: 409, fields: { email: "Cyfeiriad e-bost annilys" } });
    expect(errorMessage(error, welsh)).toBe("Mae'r sesiwn yn llawn");
    // The server chose the language (the caller's); the web does not word it again.
    expect(errorMessage(error, english)).toBe("Mae'r sesiwn yn llawn");
  });

  it("given something that is no API failure at all, then it says something went wrong in the language on screen", () => {
    expect(errorMessage(new Error("boom"), welsh)).toBe(SOMETHING_WENT_WRONG_CY);
  });
});
