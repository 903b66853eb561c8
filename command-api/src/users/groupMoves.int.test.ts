import { describe, expect, it } from "vitest";
import { PRODUCT_TEXTS, VALIDATION, en, userStream, type DomainEvent } from "@wellbeing/domain";
import { answer, appended, existingStream, nothingAppended, refused, useCommandSpecification } from "../testing/commandSpecification";
import { givenAccount, type GivenPerson } from "../testing/givenStreams";

// A trainer changes group only by saying yes to a local lead's invitation, or when an admin moves them
// (§2.17): the writes on the trainer's user stream, who may make them, and who is told.

const spec = useCommandSpecification();
const TEXTS = en.groupInvitations;

const withEvents = (person: GivenPerson, ...events: DomainEvent[]) =>
  person.streams.map((stream) => (stream.streamId === userStream(person.userId) ? existingStream(stream.streamId, ...stream.events, ...events) : stream));

/** Tara in Huw's group, invited by Lowri. */
const invitedTrainer = () => {
  const lowri = givenAccount(spec.deps.emailIndex, spec.now, { role: "localLead", name: "Lowri Lead" });
  const huw = givenAccount(spec.deps.emailIndex, spec.now, { role: "localLead", name: "Huw Herlead" });
  const tara = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer", localLeadId: huw.userId, name: "Tara Trainer" });
  const invited: DomainEvent = {
    type: "GroupInvitationSent",
    data: { userId: tara.userId, localLeadId: lowri.userId, currentLocalLeadId: huw.userId, invitedAt: spec.now.toISOString() },
  };
  return { lowri, huw, tara, streams: [...lowri.streams, ...huw.streams, ...withEvents(tara, invited)] };
};

const answerUrl = (leadId: string) => `/api/group-invitations/${leadId}`;
const mailTo = (person: GivenPerson, subject: string) => spec.mail.waitFor((mail) => mail.to.includes(person.email) && mail.subject.includes(subject));
/** What a trainer's acceptance appends: the answer, then their move from the group they were in to the inviting lead's. */
const acceptedInto = (trainer: GivenPerson, lead: GivenPerson, previousLead: GivenPerson) =>
  appended(
    userStream(trainer.userId),
    { type: "GroupInvitationAnswered", data: { userId: trainer.userId, localLeadId: lead.userId, answer: "accepted", answeredAt: spec.now.toISOString() } },
    {
      type: "TrainerJoinedGroup",
      data: { userId: trainer.userId, localLeadId: lead.userId, previousLocalLeadId: previousLead.userId, joinedAt: spec.now.toISOString() },
    },
  );

describe("POST /api/group-invitations/:localLeadId (answerGroupInvitation)", () => {
  it("given an invited trainer, when they accept, then they leave their group for the inviting lead's, and both leads are told", async () => {
    const { lowri, huw, tara, streams } = invitedTrainer();
    await spec
      .given(...streams)
      .when({ method: "POST", url: answerUrl(lowri.userId), body: { answer: "accept" }, as: tara.as })
      .then(answer(204), acceptedInto(tara, lowri, huw));
    await mailTo(lowri, TEXTS.joinedSubject.replace("{trainer}", "Tara Trainer"));
    await mailTo(huw, TEXTS.leftSubject.replace("{trainer}", "Tara Trainer"));
  });

  it("given an invited trainer, when they decline, then they stay in their group and the inviting lead is told", async () => {
    const { lowri, tara, streams } = invitedTrainer();
    await spec
      .given(...streams)
      .when({ method: "POST", url: answerUrl(lowri.userId), body: { answer: "decline" }, as: tara.as })
      .then(
        answer(204),
        appended(userStream(tara.userId), {
          type: "GroupInvitationAnswered",
          data: { userId: tara.userId, localLeadId: lowri.userId, answer: "declined", answeredAt: spec.now.toISOString() },
        }),
      );
    await mailTo(lowri, TEXTS.declinedSubject.replace("{trainer}", "Tara Trainer"));
  });

  it("given an invited trainer, when someone else answers for them, then there is no invitation of theirs to answer (404) and nothing is appended", async () => {
    const { lowri, huw, streams } = invitedTrainer();
    const other = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer" });
    await spec
      .given(...streams, ...other.streams)
      .when({ method: "POST", url: answerUrl(lowri.userId), body: { answer: "accept" }, as: other.as })
      .then(refused(404, en.request.noGroupInvitation), nothingAppended());
    // The lead of the group, acting as a local lead, has no invitation either.
    await spec
      .given()
      .when({ method: "POST", url: answerUrl(lowri.userId), body: { answer: "accept" }, as: huw.as })
      .then(refused(404, en.request.noGroupInvitation), nothingAppended());
  });

  it.each(["participant", "admin", "auditor"] as const)(
    "given an invited trainer, when a %s answers, then it is refused (403) and nothing is appended",
    async (role) => {
      const { lowri, streams } = invitedTrainer();
      const caller = givenAccount(spec.deps.emailIndex, spec.now, { role });
      await spec
        .given(...streams, ...caller.streams)
        .when({ method: "POST", url: answerUrl(lowri.userId), body: { answer: "accept" }, as: caller.as })
        .then(refused(403, PRODUCT_TEXTS.notAllowed), nothingAppended());
    },
  );

  it("given an invitation from someone archived since, when the trainer accepts, then it is refused (409) and nothing is appended; bad input is refused too", async () => {
    const { lowri, tara, streams } = invitedTrainer();
    const archivedLowri = streams.map((stream) =>
      stream.streamId === userStream(lowri.userId)
        ? existingStream(stream.streamId, ...stream.events, { type: "StaffArchived", data: { userId: lowri.userId, archivedAt: spec.now.toISOString() } })
        : stream,
    );
    await spec
      .given(...archivedLowri)
      .when({ method: "POST", url: answerUrl(lowri.userId), body: { answer: "accept" }, as: tara.as })
      .then(refused(409, TEXTS.leadNoLongerLeads), nothingAppended());
    await spec
      .given()
      .when({ method: "POST", url: answerUrl(lowri.userId), body: { answer: "maybe" }, as: tara.as })
      .then(refused(400, PRODUCT_TEXTS.invalidInput, { answer: VALIDATION.required }), nothingAppended());
    await spec
      .given()
      .when({ method: "POST", url: answerUrl("not-an-id"), body: { answer: "accept" }, as: tara.as })
      .then(refused(404, en.request.noGroupInvitation), nothingAppended());
  });

  it("given an accepted invitation, when its link is used again, then there is no invitation to answer (404) and nothing more is appended", async () => {
    const { lowri, tara, streams } = invitedTrainer();
    await spec
      .given(...streams)
      .when({ method: "POST", url: answerUrl(lowri.userId), body: { answer: "accept" }, as: tara.as })
      .then(answer(204));
    for (const again of ["accept", "decline"]) {
      await spec
        .given()
        .when({ method: "POST", url: answerUrl(lowri.userId), body: { answer: again }, as: tara.as })
        .then(refused(404, en.request.noGroupInvitation), nothingAppended());
    }
  });

  it("given an invited trainer an admin moved to a third lead's group since, when they accept, then they leave that group (not the one they were invited from), and its lead is told", async () => {
    const admin = givenAccount(spec.deps.emailIndex, spec.now, { role: "admin" });
    const gwen = givenAccount(spec.deps.emailIndex, spec.now, { role: "localLead", name: "Gwen Grouplead" });
    const { lowri, tara, streams } = invitedTrainer();
    await spec
      .given(...admin.streams, ...gwen.streams, ...streams)
      .when({ method: "POST", url: `/api/users/${tara.userId}/group`, body: { localLeadId: gwen.userId }, as: admin.as })
      .then(answer(204));
    await spec
      .given()
      .when({ method: "POST", url: answerUrl(lowri.userId), body: { answer: "accept" }, as: tara.as })
      .then(answer(204), acceptedInto(tara, lowri, gwen));
    await mailTo(gwen, TEXTS.leftSubject.replace("{trainer}", "Tara Trainer"));
  });

  it("given an invited trainer an admin moved into the inviting lead's group already, when they accept, then there is no invitation left (404) and nothing is appended", async () => {
    const admin = givenAccount(spec.deps.emailIndex, spec.now, { role: "admin" });
    const { lowri, tara, streams } = invitedTrainer();
    await spec
      .given(...admin.streams, ...streams)
      .when({ method: "POST", url: `/api/users/${tara.userId}/group`, body: { localLeadId: lowri.userId }, as: admin.as })
      .then(answer(204));
    await spec
      .given()
      .when({ method: "POST", url: answerUrl(lowri.userId), body: { answer: "accept" }, as: tara.as })
      .then(refused(404, en.request.noGroupInvitation), nothingAppended());
  });

  it("given nobody logged in, when an invitation is answered, then it is refused (401)", async () => {
    const { lowri, streams } = invitedTrainer();
    await spec
      .given(...streams)
      .when({ method: "POST", url: answerUrl(lowri.userId), body: { answer: "accept" } })
      .then(refused(401, PRODUCT_TEXTS.notLoggedIn), nothingAppended());
  });
});

describe("POST /api/users/:id/group (moveTrainerToGroup)", () => {
  const moveUrl = (trainerId: string) => `/api/users/${trainerId}/group`;

  it("given a trainer in a lead's group, when an admin moves them to another lead's, then they join it and they and both leads are told", async () => {
    const admin = givenAccount(spec.deps.emailIndex, spec.now, { role: "admin" });
    const { lowri, huw, tara, streams } = invitedTrainer();
    await spec
      .given(...admin.streams, ...streams)
      .when({ method: "POST", url: moveUrl(tara.userId), body: { localLeadId: lowri.userId }, as: admin.as })
      .then(
        answer(204),
        appended(userStream(tara.userId), {
          type: "TrainerJoinedGroup",
          data: { userId: tara.userId, localLeadId: lowri.userId, previousLocalLeadId: huw.userId, joinedAt: spec.now.toISOString() },
        }),
      );
    const toTara = await mailTo(tara, TEXTS.movedSubject.replace("{lead}", "Lowri Lead"));
    expect(toTara.text).toContain(`/remove/${lowri.userId}/${tara.userId}`);
    await mailTo(lowri, TEXTS.movedInSubject.replace("{trainer}", "Tara Trainer"));
    await mailTo(huw, TEXTS.movedOutSubject.replace("{trainer}", "Tara Trainer"));
  });

  it.each(["localLead", "trainer", "participant"] as const)(
    "given a trainer, when a %s moves them, then it is refused (403) and nothing is appended",
    async (role) => {
      const caller = givenAccount(spec.deps.emailIndex, spec.now, { role });
      const { lowri, tara, streams } = invitedTrainer();
      await spec
        .given(...caller.streams, ...streams)
        .when({ method: "POST", url: moveUrl(tara.userId), body: { localLeadId: lowri.userId }, as: caller.as })
        .then(refused(403, PRODUCT_TEXTS.notAllowed), nothingAppended());
    },
  );

  it("given an admin, when they move someone who is not a trainer, or to someone who is not a local lead, or send no lead, then it is refused and nothing is appended", async () => {
    const admin = givenAccount(spec.deps.emailIndex, spec.now, { role: "admin" });
    const { lowri, tara, streams } = invitedTrainer();
    const pat = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    await spec
      .given(...admin.streams, ...streams, ...pat.streams)
      .when({ method: "POST", url: moveUrl(pat.userId), body: { localLeadId: lowri.userId }, as: admin.as })
      .then(refused(404, en.request.noTrainer), nothingAppended());
    await spec
      .given()
      .when({ method: "POST", url: moveUrl(tara.userId), body: { localLeadId: pat.userId }, as: admin.as })
      .then(refused(404, en.request.noLocalLead), nothingAppended());
    await spec
      .given()
      .when({ method: "POST", url: moveUrl(tara.userId), body: {}, as: admin.as })
      .then(refused(400, PRODUCT_TEXTS.invalidInput, { localLeadId: VALIDATION.required }), nothingAppended());
  });
});
