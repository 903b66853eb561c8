import type { Translate } from "@wellbeing/domain";

/**
 * Names in the language on screen what Blueprint's DateInput names in English with no prop to change
 * it: the calendar pop-up ("date picker") and the arrows of its month and year lists ("Open dropdown").
 * Watches the pop-up while it is open, as the calendar redraws its caption when the locale arrives.
 */
export const relabelCalendar = (popover: HTMLElement, t: Translate): MutationObserver => {
  const relabel = () => {
    const calendar = popover.querySelector('[role="dialog"]');
    if (calendar && calendar.getAttribute("aria-label") !== t("ui.calendar")) calendar.setAttribute("aria-label", t("ui.calendar"));
    for (const title of popover.querySelectorAll(".bp6-html-select svg > title")) {
      if (title.textContent !== t("ui.openDropdown")) title.textContent = t("ui.openDropdown");
    }
  };
  relabel();
  const observer = new MutationObserver(relabel);
  observer.observe(popover, { childList: true, subtree: true });
  return observer;
};
