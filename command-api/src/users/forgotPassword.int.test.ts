import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_TEXTS, userStream } from "@wellbeing/domain";
import { answer, appended, eventually, startCommandSpecification, type CommandSpecification } from "../testing/commandSpecification";
import { givenAccount } from "../testing/givenStreams";

// Anyone may ask, and the answer is the same whether the address has an account or not: there is
// no refusal to specify. The link is issued after the answer has gone, so the test waits for it.

let spec: CommandSpecification;

beforeAll(async () => {
  spec = await startCommandSpecification();
});

afterAll(async () => {
  await spec?.stop();
});

const HOUR_MS = 60 * 60 * 1000;

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
});
