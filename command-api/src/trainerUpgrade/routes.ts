import type { FastifyInstance, FastifyRequest } from "fastify";
import { accountViewOf, authUserOf, upgradeToTttContract, type Role } from "@wellbeing/domain";
import { notAllowed, requireAccount, requireRole, routeContract, setSessionCookie } from "@wellbeing/platform";
import type { CommandApiDeps } from "../deps";
import { contextOf, orRefuse, withConsistencyToken } from "../infrastructure/http";
import { upgradeToTtt } from "./upgradeToTtt";

/** The accounts the route is walked in: the participant signs up, the trainer or local lead account takes the later steps. */
const ROUTE_ROLES: ReadonlyArray<Role> = ["participant", "trainer", "localLead"];

const callerOf = (request: FastifyRequest) => {
  const caller = requireRole(request, ROUTE_ROLES);
  return { ...caller, account: requireAccount(request).account };
};

/** The train-the-trainer route's command (§2.18, §4, §7). */
export const trainerUpgradeRoutes = async (app: FastifyInstance, deps: CommandApiDeps): Promise<void> => {
  routeContract(app, upgradeToTttContract, {
    caller: callerOf,
    handle: async ({ caller, body, request, reply }) => {
      // The sign-up is the participant account's; the later steps are the new account's (the decider says why).
      const signingUp = body.kind === "signUp";
      if (signingUp !== (caller.role === "participant")) throw notAllowed();
      const { account, position } = orRefuse(await upgradeToTtt(deps.store, { userId: caller.userId, role: caller.role }, body, contextOf(request, deps.clock())));
      // After the sign-up the person acts as their new account: the pending step's screens are its own.
      const role = signingUp ? body.role : caller.role;
      if (signingUp) setSessionCookie(reply, deps.tokens.issue({ userId: account.userId, role, roles: account.roles, generation: account.credentialGeneration }), deps.secureCookies);
      withConsistencyToken(reply, position);
      return authUserOf(accountViewOf(account), role);
    },
  });
};
