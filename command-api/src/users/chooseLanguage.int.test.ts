import { describe, expect, it } from "vitest";
import { PRODUCT_TEXTS, userStream } from "@wellbeing/domain";
import { answer, appended, nothingAppended, refused, useCommandSpecification, type Expectation } from "../testing/commandSpecification";
import { givenAccount } from "../testing/givenStreams";

const spec = useCommandSpecification();
const URL = "/api/users/language";

/** A refusal of the body naming the language field (its words come from the schema's decoding). */
const refusedLanguage: Expectation = (outcome) => {
  expect(outcome.status).toBe(400);
  expect(outcome.body).toMatchObject({ error: PRODUCT_TEXTS.invalidInput, fields: { language: expect.any(String) } });
};

describe("PATCH users/language (chooseCorrespondenceLanguage)", () => {
  it("given a participant, when they choose Welsh, then it is recorded on their user stream", async () => {
    const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    await spec
      .given(...ana.streams)
      .when({ method: "PATCH", url: URL, body: { language: "cy" }, as: ana.as })
      .then(
        answer(200, { language: "cy" }),
        appended(userStream(ana.userId), {
          type: "CorrespondenceLanguageChosen",
          data: { userId: ana.userId, language: "cy", chosenAt: spec.now.toISOString() },
        }),
      );
  });

  it("given a person who chose Welsh, when they choose Welsh again, then nothing more is recorded", async () => {
    const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    const chosen = { type: "CorrespondenceLanguageChosen" as const, data: { userId: ana.userId, language: "cy" as const, chosenAt: spec.now.toISOString() } };
    await spec
      .given(...ana.streams.map((stream) => (stream.streamId === userStream(ana.userId) ? { ...stream, events: [...stream.events, chosen] } : stream)))
      .when({ method: "PATCH", url: URL, body: { language: "cy" }, as: ana.as })
      .then(answer(200, { language: "cy" }), nothingAppended());
  });

  it.each([
    ["a language we do not work in", { language: "fr" }],
    ["a number", { language: 1 }],
    ["no language", {}],
    ["an object", { language: { cy: true } }],
  ])("given a participant, when they send %s, then it is refused (400) and nothing is appended", async (_what, body) => {
    const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    await spec
      .given(...ana.streams)
      .when({ method: "PATCH", url: URL, body, as: ana.as })
      .then(refusedLanguage, nothingAppended());
  });

  it("given nobody logged in, when the language is chosen, then it is refused (401) and nothing is appended", async () => {
    await spec
      .given()
      .when({ method: "PATCH", url: URL, body: { language: "cy" } })
      .then(refused(401, PRODUCT_TEXTS.notLoggedIn), nothingAppended());
  });
});
