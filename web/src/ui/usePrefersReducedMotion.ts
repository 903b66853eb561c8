import { useMediaQuery } from "./useMediaQuery";

/** Whether the person has asked their system for less motion (WCAG 2.3.3): folds and slides then happen at once. */
export const usePrefersReducedMotion = (): boolean => useMediaQuery("(prefers-reduced-motion: reduce)");
