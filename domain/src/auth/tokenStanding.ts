import type { Role } from "../roles";
import { activeAccountOf, type ActiveAccount, type PersonStanding } from "../users/account";
import { isTokenRevoked, type TokenClaims } from "./sessionTokens";

/** Why a token no longer speaks for its person: each is a proven revocation, and logs them out. */
type RevocationReason = "accountDeleted" | "loggedOut" | "passwordChanged";

export type TokenStanding =
  /**
   * The token is good: the account as it stands now, and the chosen account if it is still usable
   * (else null: an archived staff account is suspended, so staff endpoints answer 403).
   */
  | { readonly status: "valid"; readonly account: ActiveAccount; readonly role: Role | null }
  | { readonly status: "revoked"; readonly reason: RevocationReason }
  /** Nothing is known of the person (no stream): not a revocation; the token is not honoured for this request alone. */
  | { readonly status: "unknown" };

/**
 * Whether a session token still speaks for its holder, judged from their user stream (which a
 * command writes before it answers, so this never lags the person's own writes).
 */
export const tokenStanding = (standing: PersonStanding, token: TokenClaims): TokenStanding => {
  if (standing.user.status === "none") return { status: "unknown" };
  if (standing.user.status === "deleted") return { status: "revoked", reason: "accountDeleted" };
  const account = activeAccountOf(standing)!;
  if (isTokenRevoked(account.revokedTokens, token.tokenId)) return { status: "revoked", reason: "loggedOut" };
  if (token.generation !== account.credentialGeneration) return { status: "revoked", reason: "passwordChanged" };
  const role = token.role !== null && account.roles.includes(token.role) ? token.role : null;
  return { status: "valid", account, role };
};
