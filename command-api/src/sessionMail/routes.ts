import { Either } from "effect";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  SESSION_MANAGER_ROLES,
  ValidationFailed,
  cancelScheduledEmailContract,
  scheduleSessionEmailContract,
  sendSessionEmailContract,
  sendSurveyEmailContract,
  type DomainError,
  type Message,
  message,
} from "@wellbeing/domain";
import { badInput, requireRole, routeContract, wordedFor } from "@wellbeing/platform";
import type { CommandApiDeps } from "../deps";
import { contextOf, orRefuse, withConsistencyToken } from "../infrastructure/http";
import { limitedBy, personOrClient } from "../infrastructure/rateLimits";
import { cancelScheduledEmail, scheduleSessionEmail } from "./scheduleEmails";
import { sendSessionEmail, type SentEmail } from "./sendEmails";
import { sessionOfSurveyLink } from "./surveyLinkSession";

/**
 * What went out is recorded either way; recipients the mail server refused are named (in the words
 * and in `notReached`), never a 5xx: everyone else was reached, and a retry reaches only them.
 */
const answerSent = (request: FastifyRequest, reply: FastifyReply, sent: SentEmail, done: Message) => {
  withConsistencyToken(reply, sent.position);
  const { notReached } = sent;
  const addresses = notReached.join(", ");
  const words =
    notReached.length === 0 ? done : sent.position === null ? message("mail.noneReached", { addresses }) : message("mail.someNotReached", { addresses });
  return { message: wordedFor(request, words), emailId: sent.emailId, notReached };
};

/** The survey e-mail call names its list participantsList (§7). */
const recipientsAsParticipantsList = (error: DomainError): DomainError => {
  if (error._tag !== "ValidationFailed" || error.fields.recipients === undefined) return error;
  const { recipients, ...others } = error.fields;
  return new ValidationFailed({ fields: { ...others, participantsList: recipients } });
};

const sessionManager = (request: FastifyRequest) => requireRole(request, SESSION_MANAGER_ROLES);

/** Session e-mail (spec §2.10, §2.11, §7): send now, e-mail survey links, schedule, cancel. */
export const sessionMailRoutes = async (app: FastifyInstance, deps: CommandApiDeps): Promise<void> => {
  const config = limitedBy(deps.rateLimits.sessionEmails, personOrClient, message("rateLimit.tooManySessionEmails"));

  routeContract(app, sendSessionEmailContract, {
    config,
    caller: sessionManager,
    handle: async ({ caller, params, query, body, request, reply }) => {
      const sent = orRefuse(
        await sendSessionEmail(deps, caller, params.sessionId, { kind: query.type, surveyType: null, ...body }, contextOf(request, deps.clock())),
      );
      return answerSent(request, reply, sent, message("mail.sent"));
    },
  });

  routeContract(app, sendSurveyEmailContract, {
    config,
    caller: sessionManager,
    handle: async ({ caller, body, request, reply }) => {
      const sessionId = body.sessionId ?? (await sessionOfSurveyLink(deps.store, body.surveyURL));
      if (!sessionId) throw badInput({ surveyURL: message("mail.surveyLinkMismatch") });
      const { surveyType, participantsList: recipients, extraInformation, surveyURL: surveyUrl, sendId } = body;
      const sent = await sendSessionEmail(
        deps,
        caller,
        sessionId,
        { kind: "surveyLink", surveyType, recipients, extraInformation, surveyUrl, sendId },
        contextOf(request, deps.clock()),
      );
      return answerSent(request, reply, orRefuse(Either.mapLeft(sent, recipientsAsParticipantsList)), message("mail.surveySent"));
    },
  });

  routeContract(app, scheduleSessionEmailContract, {
    config,
    caller: sessionManager,
    handle: async ({ caller, params, body, request, reply }) => {
      const { scheduledEmailId, position } = orRefuse(
        await scheduleSessionEmail(
          deps,
          caller,
          params.sessionId,
          {
            kind: body.type,
            surveyType: body.type === "surveyLink" ? body.surveyType : null,
            recipients: body.recipients,
            extraInformation: body.extraInformation,
            dueAt: body.date,
            confirmDuplicate: body.confirmDuplicate,
          },
          contextOf(request, deps.clock()),
        ),
      );
      withConsistencyToken(reply, position);
      return { message: wordedFor(request, message("mail.scheduled")), scheduledEmailId };
    },
  });

  routeContract(app, cancelScheduledEmailContract, {
    caller: sessionManager,
    handle: async ({ caller, params, request, reply }) => {
      const position = orRefuse(await cancelScheduledEmail(deps, caller, params.sessionId, params.scheduledEmailId, contextOf(request, deps.clock())));
      withConsistencyToken(reply, position);
      return { message: wordedFor(request, message("mail.canceled")) };
    },
  });
};
