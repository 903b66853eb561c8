import { afterAll, beforeAll, describe, it } from "vitest";
import { PRODUCT_TEXTS, userStream } from "@wellbeing/domain";
import { answer, appended, nothingAppended, refused, startCommandSpecification, type CommandSpecification } from "../testing/commandSpecification";
import { givenAccount } from "../testing/givenStreams";

let spec: CommandSpecification;

beforeAll(async () => {
  spec = await startCommandSpecification();
});

afterAll(async () => {
  await spec?.stop();
});

const URL = "/api/users/local-leads/group";

describe("POST local-leads/group (addTrainerToGroup)", () => {
  it("given a local lead and a trainer in no group, when the lead adds the trainer's address, then the trainer joins the group and is told by e-mail", async () => {
    const lead = givenAccount(spec.deps.emailIndex, spec.now, { role: "localLead" });
    const trainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer" });
    await spec
      .given(...lead.streams, ...trainer.streams)
      .when({ method: "POST", url: URL, body: { email: trainer.email, name: trainer.name }, as: lead.as })
      .then(
        answer(200, { alreadyInGroup: false, newAccount: false, emailSent: true }),
        appended(userStream(trainer.userId), {
          type: "TrainerJoinedGroup",
          data: { userId: trainer.userId, localLeadId: lead.userId, previousLocalLeadId: null, joinedAt: spec.now.toISOString() },
        }),
      );
    await spec.mail.waitFor((mail) => mail.to.includes(trainer.email));
  });

  it("given a participant's address, when a local lead adds it to their group, then it is refused with the specification's message and nothing is appended", async () => {
    const lead = givenAccount(spec.deps.emailIndex, spec.now, { role: "localLead" });
    const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    await spec
      .given(...lead.streams, ...ana.streams)
      .when({ method: "POST", url: URL, body: { email: ana.email, name: ana.name }, as: lead.as })
      .then(refused(409, PRODUCT_TEXTS.notATrainer, { email: PRODUCT_TEXTS.notATrainer }), nothingAppended());
  });

  it("given a trainer, when an admin adds them to a group, then it is refused (403) and nothing is appended", async () => {
    const admin = givenAccount(spec.deps.emailIndex, spec.now, { role: "admin" });
    const trainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer" });
    await spec
      .given(...admin.streams, ...trainer.streams)
      .when({ method: "POST", url: URL, body: { email: trainer.email, name: trainer.name }, as: admin.as })
      .then(refused(403, PRODUCT_TEXTS.notAllowed), nothingAppended());
  });
});
