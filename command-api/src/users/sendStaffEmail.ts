import type { FastifyBaseLogger } from "fastify";
import type { Mailer, OutgoingMail } from "@wellbeing/platform";

/**
 * Sends a directory e-mail after its change is recorded. A mail server failure does not undo the
 * change (it is already stored): it is logged and reported to the caller as not sent.
 */
export const sendStaffEmail = async (deps: { mailer: Mailer; log: Pick<FastifyBaseLogger, "error"> }, mail: OutgoingMail): Promise<boolean> => {
  try {
    await deps.mailer.send(mail);
    return true;
  } catch (error) {
    deps.log.error({ err: error, subject: mail.subject }, "staff e-mail could not be sent");
    return false;
  }
};
