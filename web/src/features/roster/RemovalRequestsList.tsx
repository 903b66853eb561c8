import { Callout } from "@blueprintjs/core";
import type { RosterAnswer } from "@wellbeing/domain";
import { useLanguage } from "../../i18n/useT";
import { shortDate } from "./dates";

/** Open removal requests (§2.13): who asked, when, and why. Staff take them off the registered list. */
export const RemovalRequestsList = ({ requests }: { readonly requests: RosterAnswer["removalRequests"] }) => {
  const { t, language } = useLanguage();
  return requests.length === 0 ? null : (
    <Callout intent="warning" icon="log-out" title={t("roster.removalRequestsTitle", { count: requests.length })} className="removal-requests">
      <ul>
        {requests.map((request, index) => (
          <li key={`${request.email ?? "erased"}-${index}`}>
            <strong>{request.email ?? t("roster.erasedParticipant")}</strong>{" "}
            {request.requestedAt && <span className="muted-note">({shortDate(language, request.requestedAt)})</span>}: {request.reason}
          </li>
        ))}
      </ul>
    </Callout>
  );
};
