import { useEffect, type MouseEvent } from "react";
import { useLocation } from "react-router-dom";
import { useT } from "../../i18n/useT";

/** The id of every page's `<main>`, where the skip link takes the keyboard. */
export const MAIN_ID = "main";

/**
 * After a move to another screen that took the focused element away (the log in button, a menu item
 * folded away), the next Tab starts again from the top of the page, as on a page load: at the skip link.
 */
const useTabFromTopOnScreenChange = () => {
  const { pathname } = useLocation();
  useEffect(() => {
    if (document.activeElement && document.activeElement !== document.body) return;
    // Focusing the body moves the browser's sequential focus starting point to the top of the page.
    document.body.tabIndex = -1;
    document.body.focus({ preventScroll: true });
    document.body.removeAttribute("tabindex");
  }, [pathname]);
};

/** The first thing Tab reaches on every page (WCAG 2.4.1): hidden until focused, it moves focus past the top bar and menu. */
export const SkipLink = () => {
  const t = useT();
  useTabFromTopOnScreenChange();
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
