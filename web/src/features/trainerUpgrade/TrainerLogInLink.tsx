import { pathTo } from "@wellbeing/domain";
import { Link } from "react-router-dom";
import { useT } from "../../i18n/useT";
import { useLogOut } from "../auth/useAuthActions";

/** §2.18's Log in link: someone who already has a trainer account leaves the participant one and logs in with that. */
export const TrainerLogInLink = () => {
  const t = useT();
  const logOut = useLogOut(pathTo("login"));
  return (
    <p className="form-footer">
      {t("trainerUpgrade.haveTrainerAccount")}{" "}
      <Link
        to={pathTo("login")}
        aria-disabled={logOut.isPending || undefined}
        onClick={(event) => {
          // The log-in screen is for logged-out visitors: log the participant account out first.
          event.preventDefault();
          if (!logOut.isPending) logOut.mutate();
        }}
      >
        {t("auth.logIn")}
      </Link>
    </p>
  );
};
