import type { SignedInUser } from "../auth/authTypes";

/** The address a verification link would prove now (the pending new one, else the person's own while unproven), or null. */
export const addressAwaitingProof = (user: Pick<SignedInUser, "email" | "emailVerified" | "pendingEmail">): string | null =>
  user.pendingEmail ?? (user.emailVerified ? null : user.email);
