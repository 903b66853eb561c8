import { useContext, useSyncExternalStore } from "react";
import { AssumedWidthContext, matchesAssumedWidth } from "./assumedWidth";

/** Whether a CSS media query matches now, following changes (window resizes, rotations); in a server's render, at the width it assumed. */
export const useMediaQuery = (query: string): boolean => {
  const assumedWidth = useContext(AssumedWidthContext);
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => matchesAssumedWidth(query, assumedWidth),
  );
};
