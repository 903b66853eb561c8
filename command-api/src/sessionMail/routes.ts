import { Either } from "effect";
import type { FastifyInstance, FastifyReply } from "fastify";
import {
  MAIL_TEXTS,
  RATE_LIMIT_TEXTS,
  SESSION_MANAGER_ROLES,
  ScheduleEmailBody,
  SendEmailsBody,
  SendEmailsQuery,
  SurveyEmailBody,
  ValidationFailed,
  type DomainError,
} from "@wellbeing/domain";
import { HttpProblem, badInput, decodeInput, requireRole, type Position } from "@wellbeing/platform";
import type { CommandApiDeps } from "../deps";
import { contextOf, idParam, orRefuse, withConsistencyToken } from "../infrastructure/http";
import { limitedBy, personOrClient } from "../infrastructure/rateLimits";
import { cancelScheduledEmail, scheduleSessionEmail } from "./scheduleEmails";
import { sendSessionEmail, type SentEmail } from "./sendEmails";
import { sessionOfSurveyLink } from "./surveyLinkSession";

/** What went out is recorded either way; if some recipients were not reached the answer says the mail server failed. */
const answerSent = (reply: FastifyReply, sent: SentEmail, message: string) => {
  withConsistencyToken(reply, sent.position);
  if (sent.undelivered > 0) throw new HttpProblem(502, { error: MAIL_TEXTS.mailServerDown });
  return reply.send({ message, emailId: sent.emailId });
};

/** The survey e-mail call names its list participantsList (§7). */
const recipientsAsParticipantsList = (error: DomainError): DomainError => {
  if (error._tag !== "ValidationFailed" || error.fields.recipients === undefined) return error;
  const { recipients, ...others } = error.fields;
  return new ValidationFailed({ fields: { ...others, participantsList: recipients } });
};

const answered = (reply: FastifyReply, position: Position | null) => withConsistencyToken(reply, position);

/** Session e-mail (spec §2.10, §2.11, §7): send now, e-mail survey links, schedule, cancel. */
export const sessionMailRoutes = async (app: FastifyInstance, deps: CommandApiDeps): Promise<void> => {
  const config = limitedBy(deps.rateLimits.sessionEmails, personOrClient, RATE_LIMIT_TEXTS.tooManySessionEmails);

  app.post("/api/sessions/:sessionId/emails", { config }, async (request, reply) => {
    const actor = requireRole(request, SESSION_MANAGER_ROLES);
    const sessionId = idParam(request.params, "sessionId", "session");
    const { type } = decodeInput(SendEmailsQuery, request.query);
    const body = decodeInput(SendEmailsBody, request.body);
    const sent = orRefuse(
      await sendSessionEmail(deps, actor, sessionId, { kind: type, surveyType: null, ...body }, contextOf(request, deps.clock())),
    );
    return answerSent(reply, sent, MAIL_TEXTS.sent);
  });

  app.post("/api/survey/email", { config }, async (request, reply) => {
    const actor = requireRole(request, SESSION_MANAGER_ROLES);
    const body = decodeInput(SurveyEmailBody, request.body);
    const sessionId = body.sessionId ?? (await sessionOfSurveyLink(deps.store, body.surveyURL));
    if (!sessionId) throw badInput({ surveyURL: MAIL_TEXTS.surveyLinkMismatch });
    const { surveyType, participantsList: recipients, extraInformation, surveyURL: surveyUrl } = body;
    const sent = await sendSessionEmail(deps, actor, sessionId, { kind: "surveyLink", surveyType, recipients, extraInformation, surveyUrl }, contextOf(request, deps.clock()));
    return answerSent(reply, orRefuse(Either.mapLeft(sent, recipientsAsParticipantsList)), MAIL_TEXTS.surveySent);
  });

  app.post("/api/sessions/:sessionId/scheduled-emails", { config }, async (request, reply) => {
    const actor = requireRole(request, SESSION_MANAGER_ROLES);
    const sessionId = idParam(request.params, "sessionId", "session");
    const body = decodeInput(ScheduleEmailBody, request.body);
    const { scheduledEmailId, position } = orRefuse(
      await scheduleSessionEmail(
        deps,
        actor,
        sessionId,
        { kind: body.type, surveyType: body.type === "surveyLink" ? body.surveyType : null, recipients: body.recipients, extraInformation: body.extraInformation, dueAt: body.date },
        contextOf(request, deps.clock()),
      ),
    );
    return answered(reply, position).status(201).send({ message: MAIL_TEXTS.scheduled, scheduledEmailId });
  });

  app.delete("/api/sessions/:sessionId/scheduled-emails/:scheduledEmailId", async (request, reply) => {
    const actor = requireRole(request, SESSION_MANAGER_ROLES);
    const sessionId = idParam(request.params, "sessionId", "session");
    const scheduledEmailId = idParam(request.params, "scheduledEmailId", "scheduled email");
    const position = orRefuse(await cancelScheduledEmail(deps, actor, sessionId, scheduledEmailId, contextOf(request, deps.clock())));
    return answered(reply, position).send({ message: MAIL_TEXTS.canceled });
  });
};
