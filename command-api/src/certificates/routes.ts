import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  attachmentDisposition,
  certificateContract,
  certificateFileName,
  certifiedModule,
  message,
  trainerCertificateContract,
  trainerCertificateFileName,
  trainerCertifiedModule,
  type ActiveAccount,
  type CertificateClaimant,
  type CertifiedModule,
  type Language,
} from "@wellbeing/domain";
import { HttpProblem, requestLanguage, requireAccount, routeContract } from "@wellbeing/platform";
import type { CommandApiDeps } from "../deps";
import { contextOf, orRefuse, withConsistencyToken } from "../infrastructure/http";
import { limitedBy, personOrClient } from "../infrastructure/rateLimits";
import { certificateDocument } from "./document";
import { attendedSessionsEvidence, certificateEvidence } from "./evidence";
import { certificateMail } from "./mail";
import { issueCertificate } from "./issueCertificate";

const claimantOf = (account: ActiveAccount): CertificateClaimant => ({
  participantId: account.userId,
  email: account.email,
  emailVerified: account.emailVerified,
});

/** The certificates (§2.18, §7): a module's, e-mailed too when asked, and the trainer certificate. */
export const certificateRoutes = async (app: FastifyInstance, deps: CommandApiDeps): Promise<void> => {
  // Each PDF is drawn afresh and may be e-mailed to any address: limited per person like session e-mails.
  const config = limitedBy(deps.rateLimits.sessionEmails, personOrClient, message("certificates.tooManyCertificates"));

  /**
   * Issues (or gives back, or corrects) the certified module's certificate, and answers its PDF in the
   * language chosen; e-mails it too when `sendTo` names an address (the e-mail in the person's own language).
   */
  const answerCertificate = async (options: {
    request: FastifyRequest;
    reply: FastifyReply;
    account: ActiveAccount;
    certified: CertifiedModule;
    name: string;
    language: Language;
    sendTo: string | null;
    fileName: (name: string, at: Date) => string;
  }): Promise<FastifyReply> => {
    const { request, reply, account, certified } = options;
    const context = contextOf(request, deps.clock());
    const issued = orRefuse(await issueCertificate(deps.store, account.userId, certified, options.name, context));
    const pdf = await certificateDocument(deps, issued.certificate, certified.trainerIds, options.language);
    const fileName = options.fileName(issued.certificate.name ?? options.name, context.now);
    withConsistencyToken(reply, issued.position);
    if (options.sendTo) {
      const mail = certificateMail({
        to: options.sendTo,
        certificate: issued.certificate,
        pdf,
        fileName,
        language: account.language,
        publicUrl: deps.publicUrl,
      });
      // The certificate stays issued; the answer says the e-mail could not go.
      await deps.mailer.send(mail).catch(() => {
        throw new HttpProblem(502, { error: message("mail.mailServerDown") });
      });
    }
    return reply
      .header("content-type", "application/pdf")
      .header("content-disposition", attachmentDisposition(fileName))
      .header("cache-control", "private, no-store")
      .send(pdf);
  };

  routeContract(app, certificateContract, {
    config,
    caller: requireAccount,
    handle: async ({ caller: { account }, params: { sessionId }, body, request, reply }) => {
      const evidence = await certificateEvidence(deps.store, sessionId, account.userId);
      const certified = orRefuse(certifiedModule(evidence, claimantOf(account), body.module, deps.clock().toISOString()));
      const language = body.language ?? requestLanguage(request);
      return answerCertificate({ request, reply, account, certified, name: body.name, language, sendTo: body.sendTo, fileName: certificateFileName });
    },
  });

  routeContract(app, trainerCertificateContract, {
    config,
    caller: requireAccount,
    handle: async ({ caller: { account }, request, reply }) => {
      const certified = orRefuse(
        trainerCertifiedModule(await attendedSessionsEvidence(deps.store, account.userId), claimantOf(account), deps.clock().toISOString()),
      );
      const name = account.name ?? account.email ?? "";
      // §7: an empty body; the certificate is in the language of the screen that asks.
      const language = requestLanguage(request);
      return answerCertificate({
        request,
        reply,
        account,
        certified,
        name,
        language,
        sendTo: null,
        fileName: (_name, at) => trainerCertificateFileName(certified.module, at),
      });
    },
  });
};
