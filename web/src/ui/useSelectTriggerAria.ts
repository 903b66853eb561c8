import { useEffect } from "react";

/** What Blueprint's Select writes on the wrapper round its trigger: states of a popup button. */
const TRIGGER_STATES = ["aria-expanded", "aria-haspopup", "aria-controls"] as const;

/**
 * Blueprint's Select puts the popup's state on a plain <div> round the trigger, where ARIA does not
 * allow it and no screen reader reads it; this moves it onto the trigger button (the element with
 * `buttonId`), which has the focus, and keeps it there as the Select changes it.
 */
export const useSelectTriggerAria = (buttonId: string): void => {
  useEffect(() => {
    const button = document.getElementById(buttonId);
    const wrapper = button?.parentElement;
    if (!button || !wrapper?.classList.contains("bp6-popover-target")) return undefined;
    const moveStates = () => {
      for (const name of TRIGGER_STATES) {
        const value = wrapper.getAttribute(name);
        if (value === null) continue;
        button.setAttribute(name, value);
        wrapper.removeAttribute(name);
      }
    };
    moveStates();
    const observer = new MutationObserver(moveStates);
    observer.observe(wrapper, { attributes: true, attributeFilter: [...TRIGGER_STATES] });
    return () => observer.disconnect();
  }, [buttonId]);
};
