import { describe, expect, it } from "vitest";
import { userStream } from "@wellbeing/domain";
import { answer, appended, existingStream, nothingAppended, useCommandSpecification } from "../testing/commandSpecification";
import { givenAccount } from "../testing/givenStreams";

const spec = useCommandSpecification();
const URL = "/api/logout";

describe("POST logout (logOut)", () => {
  it("given a logged-in trainer, when they log out, then their session's token is recorded as logged out", async () => {
    const trainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer" });
    await spec
      .given(...trainer.streams)
      .when({ method: "POST", url: URL, as: trainer.as })
      .then(
        answer(204),
        appended(userStream(trainer.userId), {
          type: "LoggedOut",
          data: { userId: trainer.userId, tokenId: expect.any(String), tokenExpiresAt: expect.any(String), loggedOutAt: spec.now.toISOString() },
        }),
      );
  });

  it("given nobody logged in, when they log out, then it is answered all the same and nothing is appended", async () => {
    await spec.given().when({ method: "POST", url: URL }).then(answer(204), nothingAppended());
  });

  it("given a deleted account whose cookie is still sent, when it logs out, then it is answered and nothing is appended", async () => {
    const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    await spec
      .given(
        ...ana.streams,
        existingStream(userStream(ana.userId), { type: "AccountDeleted", data: { userId: ana.userId, erasedKeys: [], deletedAt: spec.now.toISOString() } }),
      )
      .when({ method: "POST", url: URL, as: ana.as })
      .then(answer(204), nothingAppended());
  });
});
