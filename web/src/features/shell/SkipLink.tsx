import type { MouseEvent } from "react";
import { useT } from "../../i18n/useT";

/** The id of every page's `<main>`, where the skip link takes the keyboard. */
export const MAIN_ID = "main";

/** The first thing Tab reaches on every page (WCAG 2.4.1): hidden until focused, it moves focus past the top bar and menu. */
export const SkipLink = () => {
  const t = useT();
  // Focus moves by hand: following "#main" would change the address the router reads.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_ID)?.focus();
  };
  return (
    <a className="skip-link" href={`#${MAIN_ID}`} onClick={skip}>
      {t("shell.skipToMain")}
    </a>
  );
};
