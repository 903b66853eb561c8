import { useEffect, useLayoutEffect, useRef } from "react";

/**
 * Gives focus back to the control that opened an overlay as soon as it closes, without scrolling.
 * Blueprint gives it back only when the closing animation ends, and scrolls it into view: by then
 * the person has often moved on (opened a section, reached for the next button), and the page jumped
 * under their click. Pair it with `shouldReturnFocusOnClose={false}` on the overlay.
 */
export const useReturnFocusOnClose = (isOpen: boolean): void => {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(isOpen);
  // Before the overlay's own effects move focus inside it, the opener still holds it.
  useLayoutEffect(() => {
    if (isOpen && !wasOpen.current && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, [isOpen]);
  // After the overlay's effects have let go of focus (a child's effects run before its parent's).
  useEffect(() => {
    if (wasOpen.current && !isOpen && opener.current?.isConnected) opener.current.focus({ preventScroll: true });
    wasOpen.current = isOpen;
  }, [isOpen]);
};
