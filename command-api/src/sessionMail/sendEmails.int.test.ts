import { describe, expect, it } from "vitest";
import { MAIL_TEXTS, PRODUCT_TEXTS, VALIDATION, userStream } from "@wellbeing/domain";
import { answer, nothingAppended, refused, useCommandSpecification } from "../testing/commandSpecification";
import { nothingSentTo } from "../testing/mailExpectations";
import { givenAccount, givenSession } from "../testing/givenStreams";

// Sending a session's e-mails now (§2.10): who may, and what is refused. What is sent, recorded and
// listed is the whole system's (command-api/src/sessionMail/routes.int.test.ts).

const spec = useCommandSpecification();

/** A lead, a trainer of their group and the session the trainer delivers; another lead with a trainer of their own. */
const story = () => {
  const lead = givenAccount(spec.deps.emailIndex, spec.now, { role: "localLead" });
  const trainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer", localLeadId: lead.userId });
  const otherLead = givenAccount(spec.deps.emailIndex, spec.now, { role: "localLead" });
  const otherTrainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer", localLeadId: otherLead.userId });
  const participant = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
  const session = givenSession(spec.now, { scheduledBy: trainer.userId, trainerIds: [trainer.userId] });
  const streams = [...lead.streams, ...trainer.streams, ...otherLead.streams, ...otherTrainer.streams, ...participant.streams, session.stream];
  return { trainer, otherLead, otherTrainer, participant, session, streams, url: `/api/sessions/${session.sessionId}/emails?type=registration` };
};

describe("POST sessions/:id/emails (sendEmails)", () => {
  it.each(["otherTrainer", "otherLead", "participant"] as const)(
    "given a trainer's session, when %s sends its invitations, then it is refused (403): nothing appended, nothing sent",
    async (member) => {
      const given = story();
      const recipient = `not.from.${member}@example.org`;
      await spec
        .given(...given.streams)
        .when({ method: "POST", url: given.url, body: { recipients: [recipient] }, as: given[member].as })
        .then(refused(403, PRODUCT_TEXTS.notAllowed), nothingAppended(), nothingSentTo(spec, recipient));
    },
  );

  it("given a trainer's session, when nobody logged in sends its invitations, then it is refused (401): nothing appended, nothing sent", async () => {
    const { streams, url } = story();
    await spec
      .given(...streams)
      .when({ method: "POST", url, body: { recipients: ["not.from.anonymous@example.org"] } })
      .then(refused(401, PRODUCT_TEXTS.notLoggedIn), nothingAppended(), nothingSentTo(spec, "not.from.anonymous@example.org"));
  });

  it("given a trainer's session, when they send to no one or to a bad address, then the recipients get the specification's message and nothing is appended", async () => {
    const { trainer, streams, url } = story();
    await spec
      .given(...streams)
      .when({ method: "POST", url, body: { recipients: [] }, as: trainer.as })
      .then(refused(400, PRODUCT_TEXTS.invalidInput, { recipients: MAIL_TEXTS.addRecipients }), nothingAppended());
    await spec
      .given()
      .when({ method: "POST", url, body: { recipients: ["ok@example.org", "not-an-address"] }, as: trainer.as })
      .then(refused(400, PRODUCT_TEXTS.invalidInput, { "recipients.1": VALIDATION.invalidEmail }), nothingAppended());
  });

  it("given a trainer's session, when they send an unknown kind of e-mail, then it is refused (400) and nothing is appended", async () => {
    const { trainer, session, streams } = story();
    await spec
      .given(...streams)
      .when({ method: "POST", url: `/api/sessions/${session.sessionId}/emails?type=newsletter`, body: { recipients: ["ok@example.org"] }, as: trainer.as })
      .then(answer(400), nothingAppended());
  });

  it("given an admin, when they send a session's invitations that does not exist, then it is not found (404) and nothing is appended", async () => {
    const admin = givenAccount(spec.deps.emailIndex, spec.now, { role: "admin" });
    await spec
      .given(...admin.streams)
      .when({
        method: "POST",
        url: "/api/sessions/0190aaaa-0000-7000-8000-000000000000/emails?type=registration",
        body: { recipients: ["ok@example.org"] },
        as: admin.as,
      })
      .then(answer(404), nothingAppended());
  });

  it("given a participant who just chose Welsh, when the trainer invites them and an address without an account, then each e-mail follows its recipient: Welsh, and both with Welsh first", async () => {
    const { trainer, participant, streams, url } = story();
    const choseWelsh = {
      type: "CorrespondenceLanguageChosen" as const,
      data: { userId: participant.userId, language: "cy" as const, chosenAt: spec.now.toISOString() },
    };
    const given = streams.map((stream) =>
      stream.streamId === userStream(participant.userId) ? { ...stream, events: [...stream.events, choseWelsh] } : stream,
    );
    const stranger = "no.account@example.org";
    await spec
      .given(...given)
      .when({ method: "POST", url, body: { recipients: [participant.email, stranger] }, as: trainer.as })
      .then(answer(200));
    const toParticipant = await spec.mail.waitFor((mail) => mail.to.includes(participant.email));
    expect(toParticipant.subject).toBe("Gwahoddiad: sesiwn hyfforddi Cwrs safonol");
    expect(toParticipant.text).not.toContain("invited");
    const toStranger = await spec.mail.waitFor((mail) => mail.to.includes(stranger));
    expect(toStranger.subject).toBe("Gwahoddiad: sesiwn hyfforddi Cwrs safonol / You're invited: Standard course training session");
    expect(toStranger.text.indexOf("Cofrestru ar gyfer y sesiwn hon")).toBeLessThan(toStranger.text.indexOf("Register for this session"));
  });
});
