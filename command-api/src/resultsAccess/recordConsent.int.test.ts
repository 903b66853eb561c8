import { describe, expect, it } from "vitest";
import { PRODUCT_TEXTS, userStream } from "@wellbeing/domain";
import { answer, appended, nothingAppended, refused, useCommandSpecification } from "../testing/commandSpecification";
import { givenAccount } from "../testing/givenStreams";

const spec = useCommandSpecification();
const URL = "/api/my-account/results-access";

describe("PUT my-account/results-access (recordResultsAccessConsent)", () => {
  it("given a trainer, when they withdraw access to their results, then it is recorded on their user stream", async () => {
    const tia = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer" });
    await spec
      .given(...tia.streams)
      .when({ method: "PUT", url: URL, body: { consent: false }, as: tia.as })
      .then(
        answer(200, { consent: false }),
        appended(userStream(tia.userId), {
          type: "ResultsAccessConsentRecorded",
          data: { userId: tia.userId, consent: false, recordedAt: spec.now.toISOString() },
        }),
      );
  });

  it("given a local lead who never chose, when they give access, then nothing is recorded: it is given by default", async () => {
    const lee = givenAccount(spec.deps.emailIndex, spec.now, { role: "localLead" });
    await spec
      .given(...lee.streams)
      .when({ method: "PUT", url: URL, body: { consent: true }, as: lee.as })
      .then(answer(200, { consent: true }), nothingAppended());
  });

  it("given a participant, when they record a consent, then it is refused (403) and nothing is appended", async () => {
    const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    await spec
      .given(...ana.streams)
      .when({ method: "PUT", url: URL, body: { consent: false }, as: ana.as })
      .then(refused(403, PRODUCT_TEXTS.notAllowed), nothingAppended());
  });

  it.each([
    ["no consent", {}],
    ["a text", { consent: "no" }],
    ["a number", { consent: 0 }],
  ])("given a trainer, when they send %s, then it is refused (400) under the field and nothing is appended", async (_what, body) => {
    const tia = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer" });
    await spec
      .given(...tia.streams)
      .when({ method: "PUT", url: URL, body, as: tia.as })
      .then((outcome) => {
        expect(outcome.status).toBe(400);
        expect(outcome.body).toMatchObject({ error: PRODUCT_TEXTS.invalidInput, fields: { consent: expect.any(String) } });
      }, nothingAppended());
  });

  it("given nobody logged in, when a consent is recorded, then it is refused (401) and nothing is appended", async () => {
    await spec
      .given()
      .when({ method: "PUT", url: URL, body: { consent: false } })
      .then(refused(401, PRODUCT_TEXTS.notLoggedIn), nothingAppended());
  });
});
