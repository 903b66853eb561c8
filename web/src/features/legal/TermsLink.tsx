import { pathTo } from "@wellbeing/domain";
import { Link } from "react-router-dom";
import { useT } from "../../i18n/useT";
import { sentenceWithLinks } from "./sentenceWithLinks";

const SENTENCES = {
  signUp: "legal.signUpAgreement",
  registration: "legal.registrationAgreement",
} as const;

/**
 * The consent sentence with 'terms and conditions' and 'privacy notice' as links to /terms and /privacy, opening
 * in the same tab: after sign-up's consent text ("You also agree to our terms and conditions…"), or beside the
 * registration form's terms tick box (`sentence="registration"`: "Please read our terms and conditions…").
 */
export const TermsLink = ({ sentence = "signUp" }: { readonly sentence?: keyof typeof SENTENCES }) => {
  const t = useT();
  return (
    <>
      {sentenceWithLinks(t, SENTENCES[sentence], {
        terms: <Link to={pathTo("terms")}>{t("legal.termsLinkText")}</Link>,
        privacy: <Link to={pathTo("privacy")}>{t("legal.privacyLinkText")}</Link>,
      })}
    </>
  );
};
