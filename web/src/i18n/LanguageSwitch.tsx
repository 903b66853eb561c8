import { otherLanguage, withLanguageChoice } from "@wellbeing/domain";
import { useState, type MouseEvent } from "react";
import { useLocation } from "react-router-dom";
import { AnchorButton } from "../ui/Button";
import { useLanguage } from "./useT";

/** A click the page handles itself: a plain one, not one asking for a new tab or window. */
const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Offers the other language, named in itself ('Cymraeg', 'English') and marked as that language. A link to this page
 * choosing it (`?lang=cy`, which the web server remembers), so it works on a page the server drew before the app has
 * taken it over; the running app switches in place instead.
 */
export const LanguageSwitch = () => {
  const { language, t, chooseLanguage } = useLanguage();
  const { pathname, search, hash } = useLocation();
  const [isSwitching, setIsSwitching] = useState(false);
  const other = otherLanguage(language);
  const switchLanguage = (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    setIsSwitching(true);
    void chooseLanguage(other).finally(() => setIsSwitching(false));
  };
  return (
    <AnchorButton
      variant="minimal"
      icon="translate"
      lang={other}
      hrefLang={other}
      href={withLanguageChoice(`${pathname}${search}${hash}`, other)}
      className="language-switch"
      text={t(other === "cy" ? "language.welsh" : "language.english")}
      loading={isSwitching}
      onClick={switchLanguage}
    />
  );
};
