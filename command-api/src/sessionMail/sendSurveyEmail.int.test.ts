import { describe, expect, it } from "vitest";
import { MAIL_TEXTS, PRODUCT_TEXTS, SHORT_ID_ALPHABET, SHORT_ID_LENGTH, sessionMailStream, shortIdStream } from "@wellbeing/domain";
import { answer, appended, eventually, existingStream, fromAnswer, nothingAppended, refused, useCommandSpecification } from "../testing/commandSpecification";
import { nothingSentTo } from "../testing/mailExpectations";
import { givenAccount, givenSession, type GivenSession } from "../testing/givenStreams";

// E-mailing a session's evaluation link now (§2.10 survey screen, §7 POST /api/survey/email): what
// is recorded and what is refused. The e-mail's text is the whole system's (command-api/src/sessionMail/routes.int.test.ts).

const spec = useCommandSpecification();
const URL = "/api/survey/email";

/** A short id the short-id pattern accepts, fresh for each story. */
const freshShortId = () => Array.from({ length: SHORT_ID_LENGTH }, () => SHORT_ID_ALPHABET[Math.floor(Math.random() * SHORT_ID_ALPHABET.length)]).join("");

/** A lead, a trainer of their group and the session the trainer delivers (its short id claimed); another trainer; a participant. */
const story = () => {
  const lead = givenAccount(spec.deps.emailIndex, spec.now, { role: "localLead" });
  const trainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer", localLeadId: lead.userId });
  const otherTrainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer" });
  const participant = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
  const session = givenSession(spec.now, { scheduledBy: trainer.userId, trainerIds: [trainer.userId], shortId: freshShortId() });
  const shortIdClaim = existingStream(shortIdStream(session.shortId), { type: "ShortIdClaimed", data: { sessionId: session.sessionId } });
  const streams = [...lead.streams, ...trainer.streams, ...otherTrainer.streams, ...participant.streams, session.stream, shortIdClaim];
  return { lead, trainer, otherTrainer, participant, session, streams };
};

const surveyUrl = (id: string, type: string) => `https://wellbeing.example/survey/${id}/${type}`;

/** The events of the post-course evaluation link sent now to these addresses by `sentBy`. */
const surveySent = (session: GivenSession, emailId: string, sentBy: string, recipients: ReadonlyArray<string>) => [
  {
    type: "SessionEmailSent",
    data: {
      sessionId: session.sessionId,
      emailId,
      kind: "surveyLink",
      surveyType: "post",
      extraInformation: null,
      sentBy,
      sentAt: spec.now.toISOString(),
      scheduledEmailId: null,
    },
  },
  ...recipients.map((email) => ({
    type: "SessionEmailDelivered",
    data: { sessionId: session.sessionId, emailId, personKey: spec.deps.emailIndex.streamOf(email), email, participantId: null },
  })),
];

describe("POST survey/email (sendSurveyEmail)", () => {
  it("given a trainer's session, when they e-mail its post-course link (found by the link's short id), then it is sent and recorded, each recipient delivered", async () => {
    const { trainer, session, streams } = story();
    const recipients = ["ana.survey@example.org", "cai.survey@example.org"];
    await spec
      .given(...streams)
      .when({
        method: "POST",
        url: URL,
        body: { surveyURL: surveyUrl(session.shortId, "post"), participantsList: recipients, surveyType: "post" },
        as: trainer.as,
      })
      .then(
        answer(200, { message: MAIL_TEXTS.surveySent, emailId: expect.any(String), notReached: [] }),
        fromAnswer<{ emailId: string }>(({ emailId }) =>
          appended(sessionMailStream(session.sessionId), ...surveySent(session, emailId, trainer.userId, recipients)),
        ),
        eventually(() => {
          for (const email of recipients) expect(spec.mail.messages().filter((mail) => mail.to.includes(email))).toHaveLength(1);
        }),
      );
    // Issue 25: each link carries its recipient's own token, signed for this session.
    for (const email of recipients) {
      const [mail] = spec.mail.messages().filter((message) => message.to.includes(email));
      const linkToken = spec.deps.surveyLinks.tokenFor(session.sessionId, spec.deps.emailIndex.streamOf(email));
      expect(mail?.text).toContain(`/survey/${session.shortId}/post?t=${linkToken}`);
    }
  });

  it("given a trainer's session, when their lead e-mails its link naming the session, then it is sent and recorded as the lead's", async () => {
    const { lead, session, streams } = story();
    await spec
      .given(...streams)
      .when({
        method: "POST",
        url: URL,
        body: { sessionId: session.sessionId, surveyURL: surveyUrl(session.shortId, "post"), participantsList: ["dee.survey@example.org"], surveyType: "post" },
        as: lead.as,
      })
      .then(
        answer(200, { message: MAIL_TEXTS.surveySent, emailId: expect.any(String), notReached: [] }),
        fromAnswer<{ emailId: string }>(({ emailId }) =>
          appended(sessionMailStream(session.sessionId), ...surveySent(session, emailId, lead.userId, ["dee.survey@example.org"])),
        ),
      );
  });

  it.each(["otherTrainer", "participant"] as const)(
    "given a trainer's session, when %s e-mails its link, then it is refused (403): nothing appended, nothing sent",
    async (member) => {
      const given = story();
      const recipient = `not.from.${member}@example.org`;
      await spec
        .given(...given.streams)
        .when({
          method: "POST",
          url: URL,
          body: { surveyURL: surveyUrl(given.session.shortId, "post"), participantsList: [recipient], surveyType: "post" },
          as: given[member].as,
        })
        .then(refused(403, PRODUCT_TEXTS.notAllowed), nothingAppended(), nothingSentTo(spec, recipient));
    },
  );

  it("given a trainer's session, when nobody logged in e-mails its link, then it is refused (401) and nothing is appended", async () => {
    const { session, streams } = story();
    await spec
      .given(...streams)
      .when({ method: "POST", url: URL, body: { surveyURL: surveyUrl(session.shortId, "post"), participantsList: ["x@example.org"], surveyType: "post" } })
      .then(refused(401, PRODUCT_TEXTS.notLoggedIn), nothingAppended());
  });

  it.each([
    [
      "no participants",
      (session: GivenSession) => ({ surveyURL: surveyUrl(session.shortId, "post"), participantsList: [], surveyType: "post" }),
      { participantsList: MAIL_TEXTS.noParticipants },
    ],
    [
      "a link that is not the session's",
      (session: GivenSession) => ({
        sessionId: session.sessionId,
        surveyURL: "https://evil.example/phish",
        participantsList: ["x@example.org"],
        surveyType: "post",
      }),
      { surveyURL: MAIL_TEXTS.surveyLinkMismatch },
    ],
    [
      "a link naming no session",
      () => ({ surveyURL: surveyUrl("nosuchid", "post"), participantsList: ["x@example.org"], surveyType: "post" }),
      { surveyURL: MAIL_TEXTS.surveyLinkMismatch },
    ],
    [
      "an evaluation the session does not have",
      (session: GivenSession) => ({
        surveyURL: surveyUrl(session.shortId, "post-train-the-trainer"),
        participantsList: ["x@example.org"],
        surveyType: "post-train-the-trainer",
      }),
      { surveyType: MAIL_TEXTS.surveyLinkMismatch },
    ],
  ] as const)(
    "given a trainer's session, when they e-mail with %s, then it is refused with the specification's message and nothing is appended",
    async (_what, body, fields) => {
      const { trainer, session, streams } = story();
      await spec
        .given(...streams)
        .when({ method: "POST", url: URL, body: body(session), as: trainer.as })
        .then(refused(400, PRODUCT_TEXTS.invalidInput, fields), nothingAppended());
    },
  );
});
