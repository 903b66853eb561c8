/**
 * Why the server ends a /api/live socket. Either way the browser asks again who it is: a revoked
 * token (log out, a new password, a deleted account) logs it out; a changed account reconnects as
 * what is left.
 */
export const LIVE_CLOSE = { revoked: 4401, accountChanged: 4409 } as const;

export const isStandingClose = (code: number): boolean => code === LIVE_CLOSE.revoked || code === LIVE_CLOSE.accountChanged;
