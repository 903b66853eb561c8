import { describe, expect, it } from "vitest";
import { PRODUCT_TEXTS, VALIDATION, userStream } from "@wellbeing/domain";
import { answer, appended, nothingAppended, refused, useCommandSpecification } from "../testing/commandSpecification";
import { givenAccount } from "../testing/givenStreams";

const spec = useCommandSpecification();

const URL = "/api/users/local-leads/group";

/** No e-mail went to the address. */
const noMailTo = (email: string) => () => {
  expect(spec.mail.messages().filter((mail) => mail.to.includes(email))).toEqual([]);
};

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

  it("given a trainer in a lead's group, when the lead adds them again, then they are already in it: nothing appended, nothing sent", async () => {
    const lead = givenAccount(spec.deps.emailIndex, spec.now, { role: "localLead" });
    const trainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer", localLeadId: lead.userId });
    await spec
      .given(...lead.streams, ...trainer.streams)
      .when({ method: "POST", url: URL, body: { email: trainer.email, name: trainer.name }, as: lead.as })
      .then(answer(200, { alreadyInGroup: true, newAccount: false, emailSent: false }), nothingAppended(), noMailTo(trainer.email));
  });

  it("given an admin's address, when a local lead adds it to their group, then it is refused with the specification's message and nothing is appended", async () => {
    const lead = givenAccount(spec.deps.emailIndex, spec.now, { role: "localLead" });
    const admin = givenAccount(spec.deps.emailIndex, spec.now, { role: "admin" });
    await spec
      .given(...lead.streams, ...admin.streams)
      .when({ method: "POST", url: URL, body: { email: admin.email, name: admin.name }, as: lead.as })
      .then(refused(409, PRODUCT_TEXTS.notATrainer, { email: PRODUCT_TEXTS.notATrainer }), nothingAppended());
  });

  it("given a local lead, when they add their own address, then it is refused with the specification's message and nothing is appended", async () => {
    const lead = givenAccount(spec.deps.emailIndex, spec.now, { role: "localLead" });
    await spec
      .given(...lead.streams)
      .when({ method: "POST", url: URL, body: { email: lead.email, name: lead.name }, as: lead.as })
      .then(refused(409, PRODUCT_TEXTS.cannotAddYourself, { email: PRODUCT_TEXTS.cannotAddYourself }), nothingAppended());
  });

  it("given a local lead, when they send bad fields, then each field gets the specification's message and nothing is appended", async () => {
    const lead = givenAccount(spec.deps.emailIndex, spec.now, { role: "localLead" });
    await spec
      .given(...lead.streams)
      .when({ method: "POST", url: URL, body: { email: "not an email", name: "" }, as: lead.as })
      .then(refused(400, PRODUCT_TEXTS.invalidInput, { email: VALIDATION.invalidEmail, name: VALIDATION.required }), nothingAppended());
    await spec
      .given()
      .when({ method: "POST", url: URL, body: { email: 42, name: ["x"] }, as: lead.as })
      .then(refused(400, PRODUCT_TEXTS.invalidInput, { email: VALIDATION.required, name: VALIDATION.required }), nothingAppended());
  });

  it.each(["trainer", "participant"] as const)("given a %s, when they add someone to a group, then it is refused (403) and nothing is appended", async (role) => {
    const caller = givenAccount(spec.deps.emailIndex, spec.now, { role });
    await spec
      .given(...caller.streams)
      .when({ method: "POST", url: URL, body: { email: "z@example.org", name: "Zed" }, as: caller.as })
      .then(refused(403, PRODUCT_TEXTS.notAllowed), nothingAppended());
  });

  it("given nobody logged in, when someone is added to a group, then it is refused (401) and nothing is appended", async () => {
    await spec
      .given()
      .when({ method: "POST", url: URL, body: { email: "z@example.org", name: "Zed" } })
      .then(refused(401, PRODUCT_TEXTS.notLoggedIn), nothingAppended());
  });
});
