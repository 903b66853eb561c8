import { describe, expect, it } from "vitest";
import { PRODUCT_TEXTS, VALIDATION, emailVerificationExpiry, userStream } from "@wellbeing/domain";
import { answer, appended, eventually, fromAnswer, nothingAppended, refused, useCommandSpecification } from "../testing/commandSpecification";
import { givenAccount } from "../testing/givenStreams";

const spec = useCommandSpecification();
const URL = "/api/participant";
const PASSWORD = "Str0ng!pass";

describe("POST participant (signUp)", () => {
  it("given a free address, when someone signs up with it (in another case, spaced), then their participant account is registered, the address claimed and a verification link issued and e-mailed", async () => {
    await spec
      .given()
      .when({ method: "POST", url: URL, body: { name: "Ana Evans", email: "  Ana.Evans@Example.ORG ", password: PASSWORD } })
      .then(
        answer(201, {
          isAuthenticated: true,
          userId: expect.any(String),
          name: "Ana Evans",
          email: "ana.evans@example.org",
          role: "participant",
          users: ["participant"],
          multipleUsers: false,
          localLead: null,
          organisation: null,
          localAuthorities: [],
          emailVerified: false,
          pendingEmail: null,
          language: "en",
          nextUpgradeToTttStep: null,
        }),
        fromAnswer<{ userId: string }>(({ userId }) =>
          appended(spec.deps.emailIndex.streamOf("ana.evans@example.org"), { type: "EmailClaimed", data: { userId, claimedAt: spec.now.toISOString() } }),
        ),
        fromAnswer<{ userId: string }>(({ userId }) =>
          appended(
            userStream(userId),
            {
              type: "UserRegistered",
              data: {
                userId,
                email: "ana.evans@example.org",
                name: "Ana Evans",
                passwordHash: expect.any(String),
                roles: ["participant"],
                organisation: null,
                localAuthorities: [],
                localLeadId: null,
                language: "en",
                registeredAt: spec.now.toISOString(),
              },
            },
            {
              type: "EmailVerificationIssued",
              data: {
                userId,
                email: "ana.evans@example.org",
                tokenHash: expect.any(String),
                expiresAt: emailVerificationExpiry(spec.now.toISOString()),
                issuedAt: spec.now.toISOString(),
              },
            },
          ),
        ),
        eventually(() => {
          expect(spec.mail.messages().filter((mail) => mail.to.includes("ana.evans@example.org"))).toHaveLength(1);
        }),
      );
  });

  it.each([
    [
      "bad fields",
      { name: "", email: "not-an-email", password: "short" },
      { name: VALIDATION.required, email: VALIDATION.invalidEmail, password: VALIDATION.passwordPolicy },
    ],
    ["no fields", {}, { name: VALIDATION.required, email: VALIDATION.required, password: VALIDATION.required }],
    [
      "too long a name and address",
      { name: "x".repeat(101), email: `${"a".repeat(95)}@x.org`, password: PASSWORD },
      { name: VALIDATION.tooLong100, email: VALIDATION.tooLong100 },
    ],
  ])("given nothing, when someone signs up with %s, then each field gets the specification's message and nothing is appended", async (_what, body, fields) => {
    await spec
      .given()
      .when({ method: "POST", url: URL, body })
      .then(refused(400, PRODUCT_TEXTS.invalidInput, fields), nothingAppended());
  });

  it("given a trainer's account, when someone signs up with its address in another case, then it is refused (409) under the email and nothing is appended", async () => {
    const trainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer" });
    await spec
      .given(...trainer.streams)
      .when({ method: "POST", url: URL, body: { name: "Someone", email: trainer.email.toUpperCase(), password: PASSWORD } })
      .then(refused(409, PRODUCT_TEXTS.emailTaken, { email: PRODUCT_TEXTS.emailTaken }), nothingAppended());
  });
});
