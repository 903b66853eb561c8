import { describe, expect, it } from "vitest";
import { ACCOUNT_TEXTS, PRODUCT_TEXTS, VALIDATION, passwordTokenStream, userStream } from "@wellbeing/domain";
import { answer, appended, existingStream, nothingAppended, refused, useCommandSpecification } from "../testing/commandSpecification";
import { givenAccount } from "../testing/givenStreams";
import { hashLinkToken, newLinkToken } from "./linkTokens";

// The token is the proof, whoever sends it: there is no role to refuse.

const spec = useCommandSpecification();

const HOUR_MS = 60 * 60 * 1000;
const NEW = "New-passw0rd!";

/** A participant and a reset link issued to them, live until `expiresAt`. */
const story = (expiresAt: Date) => {
  const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
  const token = newLinkToken();
  const tokenHash = hashLinkToken(token);
  const link = [
    existingStream(passwordTokenStream(tokenHash), { type: "PasswordTokenAssigned", data: { userId: ana.userId } }),
    existingStream(userStream(ana.userId), {
      type: "PasswordLinkIssued",
      data: {
        userId: ana.userId,
        tokenHash,
        purpose: "reset",
        expiresAt: expiresAt.toISOString(),
        issuedAt: new Date(expiresAt.getTime() - HOUR_MS).toISOString(),
      },
    }),
  ];
  return { ana, token, tokenHash, streams: [...ana.streams, ...link] };
};

describe("POST reset-password (resetPassword)", () => {
  it("given a live reset link, when its token comes with a new password, then the new password is recorded", async () => {
    const { ana, token, tokenHash, streams } = story(new Date(spec.now.getTime() + HOUR_MS));
    await spec
      .given(...streams)
      .when({ method: "POST", url: "/api/users/reset-password", body: { token, newPassword: NEW } })
      .then(
        answer(200, { message: ACCOUNT_TEXTS.passwordResetDone }),
        appended(userStream(ana.userId), {
          type: "PasswordReset",
          data: { userId: ana.userId, tokenHash, passwordHash: expect.any(String), resetAt: spec.now.toISOString() },
        }),
      );
  });

  it("given an expired reset link, when its token comes with a new password, then it is refused with the specification's message and nothing is appended", async () => {
    const { token, streams } = story(new Date(spec.now.getTime() - 1000));
    await spec
      .given(...streams)
      .when({ method: "POST", url: "/api/users/reset-password", body: { token, newPassword: NEW } })
      .then(refused(400, ACCOUNT_TEXTS.passwordResetFailed, { token: ACCOUNT_TEXTS.passwordResetFailed }), nothingAppended());
  });

  it.each(["x".repeat(43), "short", "../../etc/passwd"])(
    "given no reset link, when the token %s comes with a new password, then it is refused with the specification's message and nothing is appended",
    async (token) => {
      await spec
        .given()
        .when({ method: "POST", url: "/api/users/reset-password", body: { token, newPassword: NEW } })
        .then(refused(400, ACCOUNT_TEXTS.passwordResetFailed, { token: ACCOUNT_TEXTS.passwordResetFailed }), nothingAppended());
    },
  );

  it("given a live reset link, when a weak password or fields of the wrong type come, then each is refused with its message, nothing is appended, and the link still works", async () => {
    const { ana, token, tokenHash, streams } = story(new Date(spec.now.getTime() + HOUR_MS));
    const url = "/api/users/reset-password";
    await spec
      .given(...streams)
      .when({ method: "POST", url, body: { token, newPassword: "password" } })
      .then(refused(400, PRODUCT_TEXTS.invalidInput, { newPassword: VALIDATION.passwordPolicy }), nothingAppended());
    for (const body of [{}, { token: 42, newPassword: [NEW] }]) {
      await spec
        .given()
        .when({ method: "POST", url, body })
        .then(refused(400, PRODUCT_TEXTS.invalidInput, { newPassword: VALIDATION.required, token: VALIDATION.required }), nothingAppended());
    }
    await spec
      .given()
      .when({ method: "POST", url, body: "[]", headers: { "content-type": "application/json" } })
      .then(answer(400), nothingAppended());
    await spec
      .given()
      .when({ method: "POST", url, body: { token, newPassword: NEW } })
      .then(
        answer(200, { message: ACCOUNT_TEXTS.passwordResetDone }),
        appended(userStream(ana.userId), {
          type: "PasswordReset",
          data: { userId: ana.userId, tokenHash, passwordHash: expect.any(String), resetAt: spec.now.toISOString() },
        }),
      );
  });
});
