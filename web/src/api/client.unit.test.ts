import { describe, expect, it } from "vitest";
import { publicSessionContract, registrationStateContract } from "@wellbeing/domain";
import { isApiError } from "./apiError";
import { decodeAnswer, pathOf } from "./client";

describe("calling an endpoint by its contract", () => {
  it("fills the path's parameters, encoded", () => {
    expect(pathOf(registrationStateContract, { shortId: "ab/c d" })).toBe("/api/sessions/ab%2Fc%20d/registration");
  });

  it("keeps only what the answer schema names, and refuses an answer that breaks it as a server fault", () => {
    const state = { sessionId: "s1", registrationOpen: true, spacesRemaining: 2, registered: false };
    expect(decodeAnswer(registrationStateContract, { ...state, stray: "x" })).toEqual(state);
    try {
      decodeAnswer(publicSessionContract, { id: "s1" });
      expect.unreachable();
    } catch (error) {
      expect(isApiError(error) && error.status).toBe(500);
    }
  });
});
