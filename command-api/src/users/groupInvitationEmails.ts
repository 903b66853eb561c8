import type { Language, Translate } from "@wellbeing/domain";
import { mailInLanguageOf, type MailVersion, type OutgoingMail } from "@wellbeing/platform";
import type { GroupNotice } from "./staffEmails";

// The e-mails of a local lead's invitation to a trainer of another group, and of an admin moving a trainer:
// each in its recipient's language (both, Welsh first, when they were never asked).

/** Someone an e-mail goes to, as their account names them. */
interface Correspondent {
  readonly email: string;
  readonly name: string;
  readonly language: Language | null;
}

/** Someone's account as a correspondent; null when it holds no address (erased). */
export const correspondentOf = (account: {
  readonly email: string | null;
  readonly name: string | null;
  readonly language: Language | null;
}): Correspondent | null => (account.email === null ? null : { email: account.email, name: account.name ?? account.email, language: account.language });

const mail = (to: Correspondent, versionIn: (t: Translate) => MailVersion): OutgoingMail => ({ to: [to.email], ...mailInLanguageOf(to.language, versionIn) });

const notice = (
  to: Correspondent,
  subject: (t: Translate) => string,
  paragraphs: (t: Translate) => string[],
  action: { readonly label: (t: Translate) => string; readonly url: string },
) =>
  mail(to, (t) => ({
    subject: subject(t),
    content: { heading: t("product.hello", { name: to.name }), paragraphs: paragraphs(t), action: { label: action.label(t), url: action.url } },
  }));

/** The invited trainer: who invites them, that they stay where they are unless they accept, and the link to answer. */
export const groupInvitationEmail = (trainer: Correspondent, names: { readonly lead: string; readonly current: string }, answerUrl: string): OutgoingMail =>
  mail(trainer, (t) => ({
    subject: t("groupInvitations.inviteSubject", { lead: names.lead }),
    content: {
      heading: t("product.hello", { name: trainer.name }),
      paragraphs: [t("groupInvitations.inviteIntro", { lead: names.lead }), t("groupInvitations.inviteStay", { lead: names.lead, current: names.current })],
      action: { label: t("groupInvitations.inviteAction"), url: answerUrl },
    },
  }));

/** The lead whose group the trainer is in: another lead invited them; they stay unless they accept. */
export const invitedAwayEmail = (currentLead: Correspondent, names: { readonly lead: string; readonly trainer: string }, trainersUrl: string): OutgoingMail =>
  notice(
    currentLead,
    (t) => t("groupInvitations.currentLeadSubject", { trainer: names.trainer }),
    (t) => [t("groupInvitations.currentLeadIntro", { lead: names.lead, trainer: names.trainer })],
    { label: (t) => t("groupInvitations.openTrainers"), url: trainersUrl },
  );

/** The inviting lead: the trainer is in another group, so they were invited, and stay there until they accept. */
export const invitationSentEmail = (inviter: Correspondent, trainer: string, trainersUrl: string): OutgoingMail =>
  notice(
    inviter,
    (t) => t("groupInvitations.inviterSubject", { trainer }),
    (t) => [t("groupInvitations.inviterIntro", { trainer })],
    {
      label: (t) => t("groupInvitations.openTrainers"),
      url: trainersUrl,
    },
  );

/** The inviting lead learns the answer: joined, or declined. */
export const invitationAnsweredEmail = (inviter: Correspondent, trainer: string, accepted: boolean, trainersUrl: string): OutgoingMail =>
  notice(
    inviter,
    (t) => t(accepted ? "groupInvitations.joinedSubject" : "groupInvitations.declinedSubject", { trainer }),
    (t) => [t(accepted ? "groupInvitations.joinedIntro" : "groupInvitations.declinedIntro", { trainer })],
    { label: (t) => t("groupInvitations.openTrainers"), url: trainersUrl },
  );

/** The lead the trainer left by accepting another lead's invitation. */
export const trainerLeftForEmail = (
  previousLead: Correspondent,
  names: { readonly lead: string; readonly trainer: string },
  trainersUrl: string,
): OutgoingMail =>
  notice(
    previousLead,
    (t) => t("groupInvitations.leftSubject", { trainer: names.trainer }),
    (t) => [t("groupInvitations.leftIntro", names)],
    { label: (t) => t("groupInvitations.openTrainers"), url: trainersUrl },
  );

/** An admin moved the trainer: the trainer (with the link to leave), the new lead and the previous one are told. */
export const movedEmails = (
  people: { readonly trainer: Correspondent; readonly lead: Correspondent; readonly previousLead: Correspondent | null },
  group: GroupNotice,
  urls: { readonly login: string; readonly trainers: string },
): OutgoingMail[] => {
  const names = { trainer: people.trainer.name, lead: people.lead.name };
  return [
    notice(
      people.trainer,
      (t) => t("groupInvitations.movedSubject", { lead: names.lead }),
      (t) => [
        t("groupInvitations.movedIntro", { lead: names.lead }),
        t("staff.groupMembership", { lead: group.localLeadName }),
        t("staff.groupLeave", { url: group.leaveUrl }),
      ],
      { label: (t) => t("auth.logIn"), url: urls.login },
    ),
    notice(
      people.lead,
      (t) => t("groupInvitations.movedInSubject", { trainer: names.trainer }),
      (t) => [t("groupInvitations.movedInIntro", { trainer: names.trainer })],
      {
        label: (t) => t("groupInvitations.openTrainers"),
        url: urls.trainers,
      },
    ),
    ...(people.previousLead
      ? [
          notice(
            people.previousLead,
            (t) => t("groupInvitations.movedOutSubject", { trainer: names.trainer }),
            (t) => [t("groupInvitations.movedOutIntro", names)],
            { label: (t) => t("groupInvitations.openTrainers"), url: urls.trainers },
          ),
        ]
      : []),
  ];
};
