import { PASSWORD_LINK_LIFETIME_MS, ROLE_LABELS, pathTo, type AddableRole } from "@wellbeing/domain";
import { linkTo, renderEmail, type OutgoingMail } from "@wellbeing/platform";

// The e-mails of the staff directory. A password never travels in an e-mail: only a set-password link.

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

const groupParagraphs = (group: GroupNotice): string[] => [
  `You are in ${group.localLeadName}'s group of trainers: they can see your sessions and their results.`,
  `If this is not right, you can leave the group with this link: ${group.leaveUrl}`,
];

const mail = (to: string, subject: string, content: Parameters<typeof renderEmail>[0]): OutgoingMail => ({ to: [to], subject, ...renderEmail(content) });

/** A new trainer or local lead is asked to set their password. */
export const invitationEmail = (invitee: {
  readonly email: string;
  readonly name: string;
  readonly role: AddableRole;
  readonly setPasswordUrl: string;
  readonly group: GroupNotice | null;
}): OutgoingMail =>
  mail(invitee.email, "You're invited to Wellbeing training", {
    heading: `Welcome, ${invitee.name}`,
    paragraphs: [
      `An account has been created for you on Wellbeing training as a ${ROLE_LABELS[invitee.role].toLowerCase()}.`,
      `Choose your password to start. The link works for ${invitationDays} days; after that, use 'Forget password?' on the log in page.`,
      ...(invitee.group ? groupParagraphs(invitee.group) : []),
    ],
    action: { label: "Set my password", url: invitee.setPasswordUrl },
  });

/** An existing trainer was added to a local lead's group. */
export const addedToGroupEmail = (trainer: { readonly email: string; readonly name: string; readonly loginUrl: string; readonly group: GroupNotice }): OutgoingMail =>
  mail(trainer.email, `You've been added to ${trainer.group.localLeadName}'s group`, {
    heading: `Hello ${trainer.name}`,
    paragraphs: [`${trainer.group.localLeadName} added you to their group of trainers on Wellbeing training.`, ...groupParagraphs(trainer.group)],
    action: { label: "Log in", url: trainer.loginUrl },
  });
