import type {} from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ActiveAccount, Role } from "@wellbeing/domain";
import type { CallerStanding } from "../auth/callerStanding";
import { AUTH_COOKIE, TOKEN_LIFETIME_SECONDS, type Caller, type TokenService } from "../auth/tokens";
import { notAllowed, notLoggedIn } from "./problems";

declare module "fastify" {
  interface FastifyRequest {
    /** Who the session cookie names, as their user stream stands now; null when logged out, revoked or invalid. */
    caller: Caller | null;
    /** The caller's account as their own user stream says now (what they just wrote included); null without a caller. */
    account: ActiveAccount | null;
  }
}

/**
 * Reads the caller from the session cookie on every API request (needs @fastify/cookie registered)
 * and judges the token against the person's own user stream: a token of a deleted account, of a
 * logged-out session or of an earlier password is revoked (the cookie is cleared); a chosen staff
 * account archived since is no longer chosen (role null: staff endpoints then answer 403). Nothing
 * here reads a read model, so a lagging projector never logs anyone out.
 */
export const installAuthentication = (app: FastifyInstance, tokens: TokenService, standing: CallerStanding): void => {
  app.decorateRequest("caller", null);
  app.decorateRequest("account", null);
  app.addHook("onRequest", async (request, reply) => {
    const claimed = tokens.verify(request.cookies[AUTH_COOKIE]);
    // Static files of the web app need nobody judged.
    if (!claimed || !request.url.startsWith("/api/")) return;
    const verdict = await standing.judge(claimed);
    if (verdict.status === "revoked") clearSessionCookie(reply);
    if (verdict.status !== "valid") return;
    request.caller = { ...claimed, role: verdict.role, roles: verdict.account.roles };
    request.account = verdict.account;
  });
};

export const setSessionCookie = (reply: FastifyReply, token: string, secure: boolean): void => {
  void reply.setCookie(AUTH_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    maxAge: TOKEN_LIFETIME_SECONDS,
  });
};

export const clearSessionCookie = (reply: FastifyReply): void => {
  void reply.clearCookie(AUTH_COOKIE, { path: "/" });
};

/**
 * The logged-in caller, or a 401; a 403 when the person has no account left to use (every one
 * archived): such a cookie opens nothing, not even the live socket or the language choice.
 */
export const requireCaller = (request: FastifyRequest): Caller => {
  if (!request.caller) throw notLoggedIn();
  if (request.caller.roles.length === 0) throw notAllowed();
  return request.caller;
};

/** The logged-in caller acting in one of these roles, or a 401/403. */
export const requireRole = (request: FastifyRequest, roles: ReadonlyArray<Role>): Caller & { role: Role } => {
  const caller = requireCaller(request);
  if (caller.role === null || !roles.includes(caller.role)) throw notAllowed();
  return caller as Caller & { role: Role };
};

/** The logged-in caller and their account as it stands now, or a 401. */
export const requireAccount = (request: FastifyRequest): { caller: Caller; account: ActiveAccount } => {
  const caller = requireCaller(request);
  if (!request.account) throw notLoggedIn();
  return { caller, account: request.account };
};
