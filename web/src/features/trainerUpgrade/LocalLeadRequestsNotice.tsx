import { Icon, Intent } from "@blueprintjs/core";
import { pathTo } from "@wellbeing/domain";
import { useT } from "../../i18n/useT";
import { LinkButton } from "../../ui/LinkButton";

/**
 * An admin's staff home, under 'what needs doing': new trainers wait for a decision on a local lead
 * account. Not a session item (those are each a session), so it stands first, linking to the requests.
 */
export const LocalLeadRequestsNotice = ({ count }: { readonly count: number }) => {
  const t = useT();
  return (
    <div className="to-do-item local-lead-requests-notice">
      <Icon icon="new-person" intent={Intent.WARNING} size={18} className="to-do-icon" />
      <div className="to-do-text">
        <strong className="to-do-title">{t("localLeadRequests.title")}</strong>
        <span>{t("localLeadRequests.homeNotice", { count })}</span>
      </div>
      <LinkButton to={pathTo("trainers")} text={t("localLeadRequests.review")} size="small" variant="outlined" className="to-do-link" />
    </div>
  );
};
