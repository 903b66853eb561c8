import { useMediaQuery } from "./useMediaQuery";

/** Whether the person has asked their system for less motion (WCAG 2.3.3): folds and slides then happen at once. */
export const usePrefersReducedMotion = (): boolean => useMediaQuery("(prefers-reduced-motion: reduce)");

const REDUCED_MOTION_COLLAPSE_MS = 30;

/**
 * Blueprint's Collapse times its height change in script. With reduced motion the styles make every
 * transition instant, so a short timer moves nothing; it must not be 0, with which a closing fold never
 * reaches its closed state and keeps what it held in the page, hidden but still reachable with Tab.
 */
export const useCollapseDuration = (): number | undefined => (usePrefersReducedMotion() ? REDUCED_MOTION_COLLAPSE_MS : undefined);
