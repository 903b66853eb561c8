import { describe, expect, it } from "vitest";
import { ACCOUNT_TEXTS, PRODUCT_TEXTS, userStream } from "@wellbeing/domain";
import { answer, appended, eventually, nothingAppended, refused, type Expectation, useCommandSpecification } from "../testing/commandSpecification";
import { givenAccount } from "../testing/givenStreams";

// Anyone may ask, and the answer is the same whether the address has an account or not: there is
// no refusal to specify. The link is issued after the answer has gone, so the test waits for it.

const spec = useCommandSpecification();

const HOUR_MS = 60 * 60 * 1000;

/** Nothing appended, even a moment after the answer (the link of an accepted request is issued after it). */
const nothingAppendedAfterAMoment = (): Expectation => async (outcome) => {
  await new Promise((resolve) => setTimeout(resolve, 200));
  await nothingAppended()(outcome);
};

describe("GET forget-password (sendPasswordReset)", () => {
  it("given an account, when a reset is asked for its address, then a reset link valid an hour is issued and e-mailed", async () => {
    const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    await spec
      .given(...ana.streams)
      .when({ method: "GET", url: `/api/users/forget-password?email=${encodeURIComponent(ana.email)}` })
      .then(
        answer(200, { message: ACCOUNT_TEXTS.resetEmailSent }),
        eventually(
          appended(userStream(ana.userId), {
            type: "PasswordLinkIssued",
            data: { userId: ana.userId, tokenHash: expect.any(String), purpose: "reset", expiresAt: new Date(spec.now.getTime() + HOUR_MS).toISOString(), issuedAt: spec.now.toISOString() },
          }),
        ),
      );
    await spec.mail.waitFor((mail) => mail.to.includes(ana.email));
  });

  it.each(["participant", "trainer", "localLead", "admin"] as const)("given a %s logged in, when they ask for a reset of any address, then the answer is the same as to anyone", async (role) => {
    const caller = givenAccount(spec.deps.emailIndex, spec.now, { role });
    await spec
      .given(...caller.streams)
      .when({ method: "GET", url: "/api/users/forget-password/?email=someone@example.org", as: caller.as })
      .then(answer(200, { message: ACCOUNT_TEXTS.resetEmailSent }));
  });

  it.each([
    ["/api/users/forget-password/", ACCOUNT_TEXTS.forgotEmailRequired],
    ["/api/users/forget-password/?email=", ACCOUNT_TEXTS.forgotEmailRequired],
    ["/api/users/forget-password/?email=not-an-address", ACCOUNT_TEXTS.forgotEmailInvalid],
    ["/api/users/forget-password?email=also-without-slash", ACCOUNT_TEXTS.forgotEmailInvalid],
  ])("given anyone, when %s is asked, then the address gets the screen's message and nothing is appended", async (url, message) => {
    await spec
      .given()
      .when({ method: "GET", url })
      .then(refused(400, PRODUCT_TEXTS.invalidInput, { email: message }), nothingAppendedAfterAMoment());
  });

  it("given anyone, when two addresses are asked at once, then it is refused (400) and nothing is appended", async () => {
    await spec
      .given()
      .when({ method: "GET", url: "/api/users/forget-password/?email=a@x.org&email=b@x.org" })
      .then(answer(400), nothingAppendedAfterAMoment());
  });
});
