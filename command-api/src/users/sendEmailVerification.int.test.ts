import { describe, expect, it } from "vitest";
import { EMAIL_VERIFICATION_TEXTS, PRODUCT_TEXTS, userStream } from "@wellbeing/domain";
import { answer, appended, nothingAppended, refused, useCommandSpecification } from "../testing/commandSpecification";
import { givenAccount } from "../testing/givenStreams";
import { ENGLISH_TEXTS } from "@wellbeing/i18n";

const spec = useCommandSpecification();

const DAY_MS = 24 * 60 * 60 * 1000;
const URL = "/api/users/verification-email";

describe("POST verification-email (sendEmailVerification)", () => {
  it("given an account whose address is unproven, when its holder asks for a link, then a link to the address is recorded and e-mailed", async () => {
    const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant", emailVerified: false });
    await spec
      .given(...ana.streams)
      .when({ method: "POST", url: URL, as: ana.as })
      .then(
        answer(200, { message: ENGLISH_TEXTS.emailVerification.linkSent(ana.email), email: ana.email }),
        appended(userStream(ana.userId), {
          type: "EmailVerificationIssued",
          data: {
            userId: ana.userId,
            email: ana.email,
            tokenHash: expect.any(String),
            expiresAt: new Date(spec.now.getTime() + DAY_MS).toISOString(),
            issuedAt: spec.now.toISOString(),
          },
        }),
      );
    await spec.mail.waitFor((mail) => mail.to.includes(ana.email));
  });

  it("given an account whose address is proven, when its holder asks for a link, then it is refused with the specification's message and nothing is appended", async () => {
    const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    await spec
      .given(...ana.streams)
      .when({ method: "POST", url: URL, as: ana.as })
      .then(refused(409, EMAIL_VERIFICATION_TEXTS.alreadyVerified), nothingAppended());
  });

  it("given nobody logged in, when a link is asked for, then it is refused (401) and nothing is appended", async () => {
    await spec.given().when({ method: "POST", url: URL }).then(refused(401, PRODUCT_TEXTS.notLoggedIn), nothingAppended());
  });
});
