import type { Role } from "../roles";

// Session tokens and what ends them before they expire: logging out (one token), setting the
// password (every token of an earlier generation), deleting the account, archiving a staff role.

/** A session token ended by logging out, remembered until it would have expired anyway. */
export interface RevokedToken {
  readonly tokenId: string;
  readonly expiresAt: string;
}

/** What a session token claims about its holder. */
export interface TokenClaims {
  readonly userId: string;
  readonly tokenId: string;
  /** The account's credential generation when the token was issued. */
  readonly generation: number;
  /** The account the person chose (null: not chosen yet). */
  readonly role: Role | null;
}

export const isTokenRevoked = (revoked: ReadonlyArray<RevokedToken>, tokenId: string): boolean => revoked.some((token) => token.tokenId === tokenId);

/** Adds a logged-out token; tokens already expired at that moment are forgotten, so the list stays short. */
export const withRevokedToken = (
  revoked: ReadonlyArray<RevokedToken>,
  loggedOut: { readonly tokenId: string; readonly tokenExpiresAt: string; readonly loggedOutAt: string },
): ReadonlyArray<RevokedToken> => [
  ...revoked.filter((token) => token.tokenId !== loggedOut.tokenId && Date.parse(token.expiresAt) > Date.parse(loggedOut.loggedOutAt)),
  { tokenId: loggedOut.tokenId, expiresAt: loggedOut.tokenExpiresAt },
];
