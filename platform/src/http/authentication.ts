import type {} from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Role } from "@wellbeing/domain";
import { AUTH_COOKIE, TOKEN_LIFETIME_SECONDS, type Caller, type TokenService } from "../auth/tokens";
import { notAllowed, notLoggedIn } from "./problems";

declare module "fastify" {
  interface FastifyRequest {
    /** Who the session cookie names; null when logged out or the token is invalid. */
    caller: Caller | null;
  }
}

/** Reads the caller from the session cookie on every request (needs @fastify/cookie registered). */
export const installAuthentication = (app: FastifyInstance, tokens: TokenService): void => {
  app.decorateRequest("caller", null);
  app.addHook("onRequest", async (request) => {
    request.caller = tokens.verify(request.cookies[AUTH_COOKIE]);
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

/** The logged-in caller, or a 401. */
export const requireCaller = (request: FastifyRequest): Caller => {
  if (!request.caller) throw notLoggedIn();
  return request.caller;
};

/** The logged-in caller acting in one of these roles, or a 401/403. */
export const requireRole = (request: FastifyRequest, roles: ReadonlyArray<Role>): Caller & { role: Role } => {
  const caller = requireCaller(request);
  if (caller.role === null || !roles.includes(caller.role)) throw notAllowed();
  return caller as Caller & { role: Role };
};
