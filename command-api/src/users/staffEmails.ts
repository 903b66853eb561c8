import { PASSWORD_LINK_LIFETIME_MS, pathTo, type AddableRole, type Language, type Translate } from "@wellbeing/domain";
import { linkTo, mailInLanguageOf, type MailVersion, type OutgoingMail } from "@wellbeing/platform";

// The e-mails of the staff directory, in the recipient's language (both, Welsh first, when nobody said which).
// A password never travels in an e-mail: only a set-password link.

const DAY_MS = 24 * 60 * 60 * 1000;
const invitationDays = Math.round(PASSWORD_LINK_LIFETIME_MS.invitation / DAY_MS);

/** A trainer's group, as the e-mail names it, with the link that takes them out of it. */
export interface GroupNotice {
  readonly localLeadName: string;
  readonly leaveUrl: string;
}

/** `<publicUrl>/remove/<localLeadId>/<trainerId>`: the trainer leaves the group by following it. */
export const leaveGroupUrl = (publicUrl: string, localLeadId: string, trainerId: string): string =>
  linkTo(publicUrl, pathTo("leaveGroup", { localLead: localLeadId, trainer: trainerId }));

const groupParagraphs = (t: Translate, group: GroupNotice): string[] => [
  t("staff.groupMembership", { lead: group.localLeadName }),
  t("staff.groupLeave", { url: group.leaveUrl }),
];

const mail = (to: string, language: Language | null, versionIn: (t: Translate) => MailVersion): OutgoingMail => ({
  to: [to],
  ...mailInLanguageOf(language, versionIn),
});

/** A new trainer or local lead is asked to set their password. */
export const invitationEmail = (invitee: {
  readonly email: string;
  readonly name: string;
  readonly role: AddableRole;
  readonly setPasswordUrl: string;
  readonly group: GroupNotice | null;
  readonly language: Language | null;
}): OutgoingMail =>
  mail(invitee.email, invitee.language, (t) => ({
    subject: t("staff.invitationSubject"),
    content: {
      heading: t("staff.invitationHeading", { name: invitee.name }),
      paragraphs: [
        t("staff.invitationIntro", { role: invitee.role }),
        t("staff.invitationPassword", { days: invitationDays }),
        ...(invitee.group ? groupParagraphs(t, invitee.group) : []),
      ],
      action: { label: t("staff.invitationAction"), url: invitee.setPasswordUrl },
    },
  }));

/** An existing trainer was added to a local lead's group. */
export const addedToGroupEmail = (trainer: {
  readonly email: string;
  readonly name: string;
  readonly loginUrl: string;
  readonly group: GroupNotice;
  readonly language: Language | null;
}): OutgoingMail =>
  mail(trainer.email, trainer.language, (t) => ({
    subject: t("staff.addedSubject", { lead: trainer.group.localLeadName }),
    content: {
      heading: t("product.hello", { name: trainer.name }),
      paragraphs: [t("staff.addedIntro", { lead: trainer.group.localLeadName }), ...groupParagraphs(t, trainer.group)],
      action: { label: t("auth.logIn"), url: trainer.loginUrl },
    },
  }));
