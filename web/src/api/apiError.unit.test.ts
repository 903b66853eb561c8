import { en, message } from "@wellbeing/domain";
import { describe, expect, it } from "vitest";
import { accountFieldErrors, ApiError } from "./apiError";
import { translator } from "@wellbeing/i18n";

const t = translator(en, "en");

describe("a refused account form's field messages (sign-up, My Account)", () => {
  it("given an address already in use, then the e-mail field says it, in the server's field words", () => {
    expect(accountFieldErrors(new ApiError(409, "Conflict", { email: "This email is already registered" }), t)).toEqual({
      email: "This email is already registered",
    });
  });

  it("given an address already in use with no field words, then the e-mail field says the refusal's own words", () => {
    expect(accountFieldErrors(new ApiError(409, "This email is already registered"), t)).toEqual({ email: "This email is already registered" });
    expect(accountFieldErrors(new ApiError(409, message("errors.generic")), t)).toEqual({ email: t("errors.generic") });
  });

  it("given a refusal naming fields, then each field says its own message", () => {
    const fields = { name: "Please enter your name", password: "Too short" };
    expect(accountFieldErrors(new ApiError(400, "Invalid", fields), t)).toEqual(fields);
  });

  it("given a refusal naming no field, or a failure that is no refusal, then no field says anything", () => {
    expect(accountFieldErrors(new ApiError(400, "Invalid"), t)).toBeNull();
    expect(accountFieldErrors(new ApiError(500, message("errors.generic")), t)).toBeNull();
    expect(accountFieldErrors(new Error("offline"), t)).toBeNull();
  });
});
