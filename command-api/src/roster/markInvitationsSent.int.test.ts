import { describe, expect, it } from "vitest";
import { MAIL_TEXTS, PRODUCT_TEXTS, rosterStream, sessionMailStream } from "@wellbeing/domain";
import { newId } from "../infrastructure/commandContext";
import { answer, appended, nothingAppended, refused, useCommandSpecification } from "../testing/commandSpecification";
import { givenRoster } from "../testing/givenRoster";
import { givenAccount, givenSession } from "../testing/givenStreams";
import { markInvitationsSent } from "./markInvitationsSent";

// markInvitationsSent follows a registration e-mail (POST emails?type=registration); its own refusal is tried in-process.

const spec = useCommandSpecification();

const story = () => {
  const trainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer" });
  const session = givenSession(spec.now, { scheduledBy: trainer.userId, trainerIds: [trainer.userId] });
  return { trainer, session, url: `/api/sessions/${session.sessionId}/emails?type=registration` };
};

describe("markInvitationsSent", () => {
  it("given an invitee, when the trainer sends the registration e-mail to them and to an unlisted address, then both are marked sent on the roster", async () => {
    const { trainer, session, url } = story();
    const { sessionId } = session;
    const invitee = "invitee@example.org";
    const unlisted = "unlisted@example.org";
    const keyOf = (email: string) => spec.deps.emailIndex.streamOf(email);
    const at = spec.now.toISOString();
    await spec
      .given(
        ...trainer.streams,
        session.stream,
        givenRoster(sessionId, { type: "InviteeAdded", data: { sessionId, personKey: keyOf(invitee), email: invitee, addedBy: trainer.userId, addedAt: at } }),
      )
      .when({ method: "POST", url, body: { recipients: [invitee, unlisted], extraInformation: null }, as: trainer.as })
      .then(
        answer(200, { message: MAIL_TEXTS.sent, emailId: expect.any(String), notReached: [] }),
        appended(
          sessionMailStream(sessionId),
          { type: "SessionEmailSent", data: expect.objectContaining({ sessionId, kind: "registration", sentBy: trainer.userId }) },
          { type: "SessionEmailDelivered", data: expect.objectContaining({ personKey: keyOf(invitee), email: invitee }) },
          { type: "SessionEmailDelivered", data: expect.objectContaining({ personKey: keyOf(unlisted), email: unlisted }) },
        ),
        appended(
          rosterStream(sessionId),
          { type: "InvitationSent", data: { sessionId, personKey: keyOf(invitee), email: invitee, sentAt: at } },
          { type: "InvitationSent", data: { sessionId, personKey: keyOf(unlisted), email: unlisted, sentAt: at } },
        ),
      );
  });

  it("given no such session, when invitations are marked sent for it, then it is refused with the specification's message and nothing is appended", async () => {
    await spec
      .given()
      .when((deps) => markInvitationsSent(deps, newId(), ["ana@example.org"]))
      .then(refused(404, "No session found"), nothingAppended());
  });

  it("given a trainer's session, when a participant sends its registration e-mail, then it is refused (403) and nothing is appended", async () => {
    const { trainer, session, url } = story();
    const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    await spec
      .given(...trainer.streams, ...ana.streams, session.stream)
      .when({ method: "POST", url, body: { recipients: ["ben@example.org"], extraInformation: null }, as: ana.as })
      .then(refused(403, PRODUCT_TEXTS.notAllowed), nothingAppended());
  });
});
