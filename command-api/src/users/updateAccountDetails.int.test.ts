import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRODUCT_TEXTS, userStream } from "@wellbeing/domain";
import { answer, appended, existingStream, nothingAppended, refused, startCommandSpecification, type CommandSpecification } from "../testing/commandSpecification";
import { givenAccount } from "../testing/givenStreams";

let spec: CommandSpecification;

beforeAll(async () => {
  spec = await startCommandSpecification();
});

afterAll(async () => {
  await spec?.stop();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const URL = "/api/my-account";

describe("PATCH my-account (updateAccountDetails)", () => {
  it("given a participant, when they change their name and address, then the name is recorded at once and a link goes to the new address, which awaits its proof", async () => {
    const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    const newEmail = "ana.new@example.org";
    await spec
      .given(...ana.streams)
      .when({ method: "PATCH", url: URL, body: { name: "Ana Newname", email: newEmail }, as: ana.as })
      .then(
        answer(200, expect.objectContaining({ name: "Ana Newname" })),
        appended(
          userStream(ana.userId),
          {
            type: "AccountDetailsUpdated",
            data: { userId: ana.userId, name: "Ana Newname", email: ana.email, organisation: null, localAuthorities: [], updatedAt: spec.now.toISOString() },
          },
          {
            type: "EmailVerificationIssued",
            data: { userId: ana.userId, email: newEmail, tokenHash: expect.any(String), expiresAt: new Date(spec.now.getTime() + DAY_MS).toISOString(), issuedAt: spec.now.toISOString() },
          },
        ),
      );
    await spec.mail.waitFor((mail) => mail.to.includes(newEmail));
  });

  it("given an address another account holds, when a participant changes to it, then it is refused with the specification's message and nothing is appended", async () => {
    const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    const ben = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    await spec
      .given(...ana.streams, ...ben.streams)
      .when({ method: "PATCH", url: URL, body: { name: ana.name, email: ben.email }, as: ana.as })
      .then(refused(409, PRODUCT_TEXTS.emailTaken, { email: PRODUCT_TEXTS.emailTaken }), nothingAppended());
  });

  it("given an archived trainer, when they change their details as a trainer, then it is refused (403) and nothing is appended", async () => {
    const trainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer" });
    await spec
      .given(...trainer.streams, existingStream(userStream(trainer.userId), { type: "StaffArchived", data: { userId: trainer.userId, archivedAt: spec.now.toISOString() } }))
      .when({ method: "PATCH", url: URL, body: { name: "Tom", email: trainer.email, localAuthorities: ["Cardiff"] }, as: trainer.as })
      .then(refused(403, PRODUCT_TEXTS.notAllowed), nothingAppended());
  });
});
