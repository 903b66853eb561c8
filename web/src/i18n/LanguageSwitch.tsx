import { otherLanguage } from "@wellbeing/domain";
import { useState } from "react";
import { Button } from "../ui/Button";
import { useLanguage } from "./useT";

/** Offers the other language, named in itself ('Cymraeg', 'English') and marked as that language. */
export const LanguageSwitch = () => {
  const { language, t, chooseLanguage } = useLanguage();
  const [isSwitching, setIsSwitching] = useState(false);
  const other = otherLanguage(language);
  const switchLanguage = () => {
    setIsSwitching(true);
    void chooseLanguage(other).finally(() => setIsSwitching(false));
  };
  return (
    <Button
      variant="minimal"
      icon="translate"
      lang={other}
      className="language-switch"
      text={t(other === "cy" ? "language.welsh" : "language.english")}
      loading={isSwitching}
      onClick={switchLanguage}
    />
  );
};
