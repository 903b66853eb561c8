import { Classes, H3, Intent, Tag } from "@blueprintjs/core";
import type { InvitedTrainerAnswer } from "@wellbeing/domain";
import { useLanguage, useT } from "../../i18n/useT";
import { shortDate } from "../roster/dates";
import { StaffTableFrame } from "./StaffTable";
import { orNotApplicableIn } from "./staffViews";

/**
 * Your Trainers (local lead): trainers of another lead's group invited to this one, who stay where they
 * are until they accept (§2.17, §7 'alreadyInGroup'). Nothing is shown while none waits.
 */
export const InvitedTrainers = ({ trainers }: { readonly trainers: ReadonlyArray<InvitedTrainerAnswer> }) => {
  const t = useT();
  const { language } = useLanguage();
  if (trainers.length === 0) return null;
  return (
    <section className="staff-invited" aria-labelledby="staff-invited-title">
      <H3 id="staff-invited-title" className="section-heading">
        {t("groupInvitations.pendingTitle")}
      </H3>
      <p className={Classes.TEXT_MUTED}>{t("groupInvitations.pendingIntro")}</p>
      <StaffTableFrame secondHeader={t("ui.email")} moreHeaders={<th scope="col">{t("groupInvitations.invitedOn")}</th>}>
        {trainers.map((trainer) => (
          <tr key={trainer._id}>
            <td className="staff-name">
              {trainer.name ?? orNotApplicableIn(t, trainer.email)}{" "}
              <Tag minimal intent={Intent.WARNING} icon="time">
                {t("groupInvitations.pendingTag")}
              </Tag>
            </td>
            <td className="staff-hide-mobile">{orNotApplicableIn(t, trainer.email)}</td>
            <td>{shortDate(language, trainer.invitedAt)}</td>
          </tr>
        ))}
      </StaffTableFrame>
    </section>
  );
};
