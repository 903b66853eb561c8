import type { PasswordLinkPurpose } from "./events";
import { pathTo } from "../access/routes";

const HOUR_MS = 60 * 60 * 1000;

/** How long a set-password link works: an hour for a forgotten password, a week for an invitation. */
export const PASSWORD_LINK_LIFETIME_MS: Record<PasswordLinkPurpose, number> = {
  reset: HOUR_MS,
  invitation: 7 * 24 * HOUR_MS,
};

export const passwordLinkExpiry = (purpose: PasswordLinkPurpose, now: string): string =>
  new Date(Date.parse(now) + PASSWORD_LINK_LIFETIME_MS[purpose]).toISOString();

export interface OutstandingPasswordLink {
  readonly tokenHash: string;
  readonly expiresAt: string;
}

export const isLinkExpired = (link: OutstandingPasswordLink, now: string): boolean => Date.parse(now) >= Date.parse(link.expiresAt);

/** The query an invitation's set-password link carries, so the page greets a newcomer instead of offering a reset. */
export const INVITATION_QUERY = "invitation";

/** The path a set-password link opens: the reset page, marked as an invitation for a new staff member. */
export const passwordLinkPath = (token: string, purpose: PasswordLinkPurpose): string =>
  `${pathTo("resetPassword", { token })}${purpose === "invitation" ? `?${INVITATION_QUERY}=1` : ""}`;
