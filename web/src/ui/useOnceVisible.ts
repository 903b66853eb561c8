import { startTransition, useEffect, useState, type RefObject } from "react";

/**
 * False until the element has come near the screen once (never in the first render, on the server or in the
 * browser's hydration), then true: what is drawn only then (a chart below the fold and its library) stays out of the
 * page's first render and its first JavaScript. The render that draws it is a transition, which yields to the browser
 * every few milliseconds instead of holding a slow phone's main thread.
 */
export const useOnceVisible = (element: RefObject<Element | null>): boolean => {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (seen || !target) return;
    const show = () => startTransition(() => setSeen(true));
    if (typeof IntersectionObserver === "undefined") {
      show();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) show();
      },
      { rootMargin: "200px" },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, seen]);
  return seen;
};
