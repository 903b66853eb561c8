import { pathTo } from "@wellbeing/domain";
import { Link } from "react-router-dom";
import { useT } from "../../i18n/useT";

/** Links to the terms and conditions and the privacy notice, for the public pages. */
export const LegalLinks = () => {
  const t = useT();
  return (
    <nav className="legal-links" aria-label={t("legal.legalLinks")}>
      <Link to={pathTo("terms")}>{t("legal.termsTitle")}</Link>
      <Link to={pathTo("privacy")}>{t("legal.privacyTitle")}</Link>
    </nav>
  );
};
