import { Callout, Intent } from "@blueprintjs/core";
import { useT } from "../../i18n/useT";
import { useSignedInUser } from "../auth/queries";
import "./trainerUpgrade.css";

/** A new trainer who asked for a local lead account is told an admin will decide (and e-mail them); nothing otherwise. */
export const LocalLeadRequestWaiting = () => {
  const t = useT();
  const user = useSignedInUser();
  if (!user?.localLeadRequestedAt) return null;
  return (
    <Callout intent={Intent.PRIMARY} icon="time" className="trainer-upgrade-callout">
      {t("trainerUpgrade.localLeadRequestWaiting")}
    </Callout>
  );
};
