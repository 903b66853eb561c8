import { describe, expect, it } from "vitest";
import { PRODUCT_TEXTS, VALIDATION, en, userStream, type DomainEvent, type Language } from "@wellbeing/domain";
import { cy } from "@wellbeing/domain/i18n/cy";
import { answer, appended, existingStream, nothingAppended, refused, useCommandSpecification } from "../testing/commandSpecification";
import { givenAccount, type GivenPerson } from "../testing/givenStreams";

const spec = useCommandSpecification();

const URL = "/api/users/local-leads/group";

/** The person's streams, with these events after their registration on their user stream. */
const withEvents = (person: GivenPerson, ...events: DomainEvent[]) =>
  person.streams.map((stream) => (stream.streamId === userStream(person.userId) ? existingStream(stream.streamId, ...stream.events, ...events) : stream));

/** The person asked to be written to in this language. */
const withLanguage = (person: GivenPerson, language: Language) =>
  withEvents(person, { type: "CorrespondenceLanguageChosen", data: { userId: person.userId, language, chosenAt: spec.now.toISOString() } });

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
        answer(200, { alreadyInGroup: false, newAccount: false, emailSent: true, invitationPending: false, alreadyInvited: false }),
        appended(userStream(trainer.userId), {
          type: "TrainerJoinedGroup",
          data: { userId: trainer.userId, localLeadId: lead.userId, previousLocalLeadId: null, joinedAt: spec.now.toISOString() },
        }),
      );
    await spec.mail.waitFor((mail) => mail.to.includes(trainer.email));
  });

  it("given a trainer in another lead's group, when a lead adds them, then they stay there and are invited: they and both leads are e-mailed, each in their language", async () => {
    const lead = givenAccount(spec.deps.emailIndex, spec.now, { role: "localLead", name: "Lowri Lead" });
    const herLead = givenAccount(spec.deps.emailIndex, spec.now, { role: "localLead", name: "Huw Herlead" });
    const trainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer", localLeadId: herLead.userId, name: "Tara Trainer" });
    await spec
      .given(...lead.streams, ...withLanguage(herLead, "cy"), ...withLanguage(trainer, "en"))
      .when({ method: "POST", url: URL, body: { email: trainer.email, name: trainer.name }, as: lead.as })
      .then(
        answer(200, { alreadyInGroup: false, newAccount: false, emailSent: true, invitationPending: true, alreadyInvited: false }),
        appended(userStream(trainer.userId), {
          type: "GroupInvitationSent",
          data: { userId: trainer.userId, localLeadId: lead.userId, currentLocalLeadId: herLead.userId, invitedAt: spec.now.toISOString() },
        }),
      );
    const invitation = await spec.mail.waitFor((mail) => mail.to.includes(trainer.email));
    expect(invitation.subject).toBe(en.groupInvitations.inviteSubject.replace("{lead}", "Lowri Lead"));
    expect(invitation.text).toContain(`/group-invitation/${lead.userId}`);
    const toHerLead = await spec.mail.waitFor((mail) => mail.to.includes(herLead.email));
    expect(toHerLead.subject).toBe(cy.groupInvitations.currentLeadSubject.replace("{trainer}", "Tara Trainer"));
    // The inviting lead was never asked which language: both, Welsh first.
    const toLead = await spec.mail.waitFor((mail) => mail.to.includes(lead.email));
    expect(toLead.subject).toContain(en.groupInvitations.inviterSubject.replace("{trainer}", "Tara Trainer"));
  });

  it("given a trainer already invited, when the lead adds them again, then nothing more is recorded or sent and the invitation is still pending", async () => {
    const lead = givenAccount(spec.deps.emailIndex, spec.now, { role: "localLead" });
    const herLead = givenAccount(spec.deps.emailIndex, spec.now, { role: "localLead" });
    const trainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer", localLeadId: herLead.userId });
    const invited: DomainEvent = {
      type: "GroupInvitationSent",
      data: { userId: trainer.userId, localLeadId: lead.userId, currentLocalLeadId: herLead.userId, invitedAt: spec.now.toISOString() },
    };
    await spec
      .given(...lead.streams, ...herLead.streams, ...withEvents(trainer, invited))
      .when({ method: "POST", url: URL, body: { email: trainer.email, name: trainer.name }, as: lead.as })
      .then(
        answer(200, { alreadyInGroup: false, newAccount: false, emailSent: false, invitationPending: true, alreadyInvited: true }),
        nothingAppended(),
        noMailTo(trainer.email),
      );
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
      .then(
        answer(200, { alreadyInGroup: true, newAccount: false, emailSent: false, invitationPending: false, alreadyInvited: false }),
        nothingAppended(),
        noMailTo(trainer.email),
      );
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

  it.each(["trainer", "participant"] as const)(
    "given a %s, when they add someone to a group, then it is refused (403) and nothing is appended",
    async (role) => {
      const caller = givenAccount(spec.deps.emailIndex, spec.now, { role });
      await spec
        .given(...caller.streams)
        .when({ method: "POST", url: URL, body: { email: "z@example.org", name: "Zed" }, as: caller.as })
        .then(refused(403, PRODUCT_TEXTS.notAllowed), nothingAppended());
    },
  );

  it("given nobody logged in, when someone is added to a group, then it is refused (401) and nothing is appended", async () => {
    await spec
      .given()
      .when({ method: "POST", url: URL, body: { email: "z@example.org", name: "Zed" } })
      .then(refused(401, PRODUCT_TEXTS.notLoggedIn), nothingAppended());
  });
});
