import { actionPathOf, composeSessionEmail, type EmailDraftContent, type Recipient, type SessionFacts } from "@wellbeing/domain";
import { linkTo, renderEmail, type Mailer } from "@wellbeing/platform";

const SENDS_AT_ONCE = 5;

export interface Delivery {
  readonly delivered: ReadonlyArray<Recipient>;
  readonly failed: ReadonlyArray<{ readonly recipient: Recipient; readonly error: unknown }>;
}

/**
 * Sends a session e-mail: one message per recipient, so nobody sees the others' addresses. Every
 * text goes through renderEmail (escaped HTML and a plain-text part); links start with the
 * public address. A sender that may try again names each recipient's message (`idempotencyKeyOf`),
 * so a retry reaches only those not reached before.
 */
export const deliverSessionEmail = async (
  deps: { readonly mailer: Mailer; readonly publicUrl: string },
  draft: EmailDraftContent,
  session: SessionFacts,
  recipients: ReadonlyArray<Recipient>,
  idempotencyKeyOf?: (recipient: Recipient) => string,
): Promise<Delivery> => {
  const path = actionPathOf(draft, session);
  const content = composeSessionEmail(draft, session, path === null ? null : linkTo(deps.publicUrl, path));
  const body = renderEmail(content);
  const outcomes: Array<{ recipient: Recipient; error?: unknown }> = [];
  for (let start = 0; start < recipients.length; start += SENDS_AT_ONCE) {
    outcomes.push(
      ...(await Promise.all(
        recipients.slice(start, start + SENDS_AT_ONCE).map((recipient) =>
          deps.mailer.send({ to: [recipient.email], subject: content.subject, ...body, idempotencyKey: idempotencyKeyOf?.(recipient) }).then(
            () => ({ recipient }),
            (error: unknown) => ({ recipient, error: error ?? new Error("not sent") }),
          ),
        ),
      )),
    );
  }
  return {
    delivered: outcomes.filter((outcome) => outcome.error === undefined).map((outcome) => outcome.recipient),
    failed: outcomes.flatMap((outcome) => (outcome.error === undefined ? [] : [{ recipient: outcome.recipient, error: outcome.error }])),
  };
};
