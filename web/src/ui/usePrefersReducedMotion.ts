import { useMediaQuery } from "./useMediaQuery";

/** Whether the person has asked their system for less motion (WCAG 2.3.3): folds and slides then happen at once. */
export const usePrefersReducedMotion = (): boolean => useMediaQuery("(prefers-reduced-motion: reduce)");

/** Blueprint's Collapse times its height change in script; with reduced motion it has none. */
export const useCollapseDuration = (): number | undefined => (usePrefersReducedMotion() ? 0 : undefined);
