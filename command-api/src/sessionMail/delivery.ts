import {
  actionPathOf,
  carriesSurveyLink,
  composeSessionEmail,
  type EmailDraftContent,
  type Language,
  type Recipient,
  type SessionFacts,
} from "@wellbeing/domain";
import { linkTo, mailInLanguageOf, type EventStore, type Mailer } from "@wellbeing/platform";
import type { SurveyLinkTokens } from "../evaluations/surveyLinkTokens";
import { correspondenceLanguageOf } from "../users/correspondenceLanguage";
import type { EmailIndex } from "../users/emailIndex";

const SENDS_AT_ONCE = 5;

export interface Delivery {
  readonly delivered: ReadonlyArray<Recipient>;
  readonly failed: ReadonlyArray<{ readonly recipient: Recipient; readonly error: unknown }>;
}

interface DeliveryDeps {
  readonly mailer: Mailer;
  readonly publicUrl: string;
  readonly store: EventStore;
  readonly emailIndex: EmailIndex;
  readonly surveyLinks: SurveyLinkTokens;
}

/**
 * The session e-mail's subject and parts for a recipient, in their language (both, Welsh first, when
 * they never chose). A survey link carries the recipient's own token (issue 25), so each such e-mail
 * is written for its recipient; any other is written once per language.
 */
const sessionMailIn = (deps: DeliveryDeps, draft: EmailDraftContent, session: SessionFacts) => {
  const personal = carriesSurveyLink(draft, session);
  const rendered = new Map<string, ReturnType<typeof mailInLanguageOf>>();
  return (recipient: Recipient, language: Language | null) => {
    const token = personal ? deps.surveyLinks.tokenFor(session.id, deps.emailIndex.streamOf(recipient.email)) : null;
    const key = `${language}/${token ?? ""}`;
    let mail = rendered.get(key);
    if (!mail) {
      const path = actionPathOf(draft, session, token);
      const actionUrl = path === null ? null : linkTo(deps.publicUrl, path);
      mail = mailInLanguageOf(language, (t, wordingLanguage) => {
        const { subject, ...content } = composeSessionEmail(draft, session, actionUrl, { t, language: wordingLanguage });
        return { subject, content };
      });
      rendered.set(key, mail);
    }
    return mail;
  };
};

/**
 * Sends a session e-mail: one message per recipient, so nobody sees the others' addresses, each in
 * the language its recipient chose (read from the write side as they are sent). Every text goes
 * through the e-mail renderer (escaped HTML and a plain-text part); links start with the public
 * address. A sender that may try again names each recipient's message (`idempotencyKeyOf`), so a
 * retry reaches only those not reached before.
 */
export const deliverSessionEmail = async (
  deps: DeliveryDeps,
  draft: EmailDraftContent,
  session: SessionFacts,
  recipients: ReadonlyArray<Recipient>,
  idempotencyKeyOf?: (recipient: Recipient) => string,
): Promise<Delivery> => {
  const mailIn = sessionMailIn(deps, draft, session);
  const outcomes: Array<{ recipient: Recipient; error?: unknown }> = [];
  for (let start = 0; start < recipients.length; start += SENDS_AT_ONCE) {
    outcomes.push(
      ...(await Promise.all(
        recipients.slice(start, start + SENDS_AT_ONCE).map((recipient) =>
          correspondenceLanguageOf(deps, recipient.email)
            .then((language) => deps.mailer.send({ to: [recipient.email], ...mailIn(recipient, language), idempotencyKey: idempotencyKeyOf?.(recipient) }))
            .then(
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
