import { courseLabelIn, listDates, moduleNames, type AccountDeletionAnswer } from "@wellbeing/domain";
import { useT } from "../../i18n/useT";
import { LoadingState } from "../../ui/LoadingState";

/**
 * What goes with the account (issue 25), said before the deletion is confirmed: what is erased, the
 * certificates revoked, the staff account closed, the places given up (each session named), and what
 * stays. While it is being checked, or if it cannot be, the confirmation still says what deletion does.
 */
export const DeletionConsequences = ({ deletion, checking }: { readonly deletion: AccountDeletionAnswer | undefined; readonly checking: boolean }) => {
  const t = useT();
  if (checking) return <LoadingState label={t("account.deletionChecking")} />;
  if (!deletion) return <p>{t("account.deletionUnchecked")}</p>;
  const { certificates, closedRoles, placesGivenUp } = deletion;
  return (
    <>
      <p>{t("account.deletionWhatGoes")}</p>
      <ul className="deletion-consequences">
        <li>{t("account.deletionErased")}</li>
        {certificates > 0 && <li>{t("account.deletionCertificates", { count: certificates })}</li>}
        {closedRoles.length > 0 && <li>{t("account.deletionClosedRoles", { roles: closedRoles.map((role) => t(`roles.${role}`)).join(", ") })}</li>}
        {placesGivenUp.length > 0 && (
          <li>
            <span>{t("account.deletionPlaces", { count: placesGivenUp.length })}</span>
            <ul>
              {placesGivenUp.map((session) => (
                <li key={session.id}>
                  {t("account.deletionPlace", {
                    dates: listDates(session.dates, t),
                    modules: moduleNames(session.modules, t),
                    course: courseLabelIn(t, session.course),
                  })}
                </li>
              ))}
            </ul>
          </li>
        )}
        <li>{t("account.deletionAttendance")}</li>
      </ul>
    </>
  );
};
