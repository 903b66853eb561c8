import { describe, it } from "vitest";
import { EMAIL_VERIFICATION_TEXTS, PRODUCT_TEXTS, VALIDATION, emailVerificationTokenStream, userStream } from "@wellbeing/domain";
import { answer, appended, existingStream, nothingAppended, refused, useCommandSpecification } from "../testing/commandSpecification";
import { givenAccount } from "../testing/givenStreams";
import { hashLinkToken, newLinkToken } from "./linkTokens";

// The token is the proof, whoever sends it: there is no role to refuse.

const spec = useCommandSpecification();

const DAY_MS = 24 * 60 * 60 * 1000;

/** A participant whose address is unproven, and a verification link sent to it, live until `expiresAt`. */
const story = (expiresAt: Date) => {
  const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant", emailVerified: false });
  const token = newLinkToken();
  const tokenHash = hashLinkToken(token);
  const link = [
    existingStream(userStream(ana.userId), {
      type: "EmailVerificationIssued",
      data: {
        userId: ana.userId,
        email: ana.email,
        tokenHash,
        expiresAt: expiresAt.toISOString(),
        issuedAt: new Date(expiresAt.getTime() - DAY_MS).toISOString(),
      },
    }),
    existingStream(emailVerificationTokenStream(tokenHash), { type: "EmailVerificationTokenAssigned", data: { userId: ana.userId } }),
  ];
  return { ana, token, tokenHash, streams: [...ana.streams, ...link] };
};

describe("POST verify-email (verifyEmail)", () => {
  it("given a live link to an unproven address, when its token comes back, then the address is proven", async () => {
    const { ana, token, tokenHash, streams } = story(new Date(spec.now.getTime() + DAY_MS));
    await spec
      .given(...streams)
      .when({ method: "POST", url: "/api/users/verify-email", body: { token } })
      .then(
        answer(200, { message: EMAIL_VERIFICATION_TEXTS.verified }),
        appended(userStream(ana.userId), {
          type: "EmailVerified",
          data: { userId: ana.userId, email: ana.email, tokenHash, verifiedAt: spec.now.toISOString() },
        }),
      );
  });

  it("given an expired link, when its token comes back, then it is refused with the specification's message and nothing is appended", async () => {
    const { token, streams } = story(new Date(spec.now.getTime() - 1000));
    await spec
      .given(...streams)
      .when({ method: "POST", url: "/api/users/verify-email", body: { token } })
      .then(refused(400, EMAIL_VERIFICATION_TEXTS.linkExpired, { token: EMAIL_VERIFICATION_TEXTS.linkExpired }), nothingAppended());
  });

  it("given no link was issued, when a token comes, then it is refused with the specification's message and nothing is appended", async () => {
    await spec
      .given()
      .when({ method: "POST", url: "/api/users/verify-email", body: { token: newLinkToken() } })
      .then(refused(400, EMAIL_VERIFICATION_TEXTS.linkInvalid, { token: EMAIL_VERIFICATION_TEXTS.linkInvalid }), nothingAppended());
  });

  it.each(["A".repeat(43), "not a token"])(
    "given no link was issued, when the token %s comes, then it is refused with the specification's message and nothing is appended",
    async (token) => {
      await spec
        .given()
        .when({ method: "POST", url: "/api/users/verify-email", body: { token } })
        .then(refused(400, EMAIL_VERIFICATION_TEXTS.linkInvalid, { token: EMAIL_VERIFICATION_TEXTS.linkInvalid }), nothingAppended());
    },
  );

  it("given anyone, when a token of the wrong type comes, then it is refused (400) and nothing is appended", async () => {
    await spec
      .given()
      .when({ method: "POST", url: "/api/users/verify-email", body: { token: 42 } })
      .then(answer(400), nothingAppended());
  });

  it("given anyone, when no token comes, then the token field is required and nothing is appended", async () => {
    await spec
      .given()
      .when({ method: "POST", url: "/api/users/verify-email", body: {} })
      .then(refused(400, PRODUCT_TEXTS.invalidInput, { token: VALIDATION.required }), nothingAppended());
  });
});
