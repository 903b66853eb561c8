import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  ROLES,
  accountViewOf,
  authUserOf,
  decideLocalLeadRequestContract,
  isAdminLevel,
  upgradeToTttContract,
  type ActiveAccount,
  type Role,
} from "@wellbeing/domain";
import { notAllowed, requireAccount, requireRole, routeContract, setSessionCookie } from "@wellbeing/platform";
import type { CommandApiDeps } from "../deps";
import { contextOf, orRefuse, withConsistencyToken } from "../infrastructure/http";
import { decideLocalLeadRequest } from "./decideLocalLeadRequest";
import { upgradeToTtt } from "./upgradeToTtt";

/** The accounts the route is walked in: the participant signs up, the trainer or local lead account takes the later steps. */
const ROUTE_ROLES: ReadonlyArray<Role> = ["participant", "trainer", "localLead"];
const ADMINS = ROLES.filter(isAdminLevel);

const callerOf = (request: FastifyRequest) => {
  const caller = requireRole(request, ROUTE_ROLES);
  return { ...caller, account: requireAccount(request).account };
};

/** The account the sign-up gave (a trainer's; a local lead's only in accounts made before local leads needed an admin). */
const signedUpRole = (account: ActiveAccount, fallback: Role): Role =>
  account.roles.includes("trainer") ? "trainer" : account.roles.includes("localLead") ? "localLead" : fallback;

/** The train-the-trainer route's command (§2.18, §4, §7), and an admin's decision on a request for a local lead account. */
export const trainerUpgradeRoutes = async (app: FastifyInstance, deps: CommandApiDeps): Promise<void> => {
  routeContract(app, upgradeToTttContract, {
    caller: callerOf,
    handle: async ({ caller, body, request, reply }) => {
      // The sign-up is the participant account's; the later steps are the new account's (the decider says why).
      const signingUp = body.kind === "signUp";
      if (signingUp !== (caller.role === "participant")) throw notAllowed();
      const { account, position } = orRefuse(
        await upgradeToTtt(deps.store, { userId: caller.userId, role: caller.role }, body, contextOf(request, deps.clock())),
      );
      // After the sign-up the person acts as their new account: the pending step's screens are its own.
      const role = signingUp ? signedUpRole(account, caller.role) : caller.role;
      if (signingUp && role !== caller.role)
        setSessionCookie(
          reply,
          deps.tokens.issue({ userId: account.userId, role, roles: account.roles, generation: account.credentialGeneration }),
          deps.secureCookies,
        );
      withConsistencyToken(reply, position);
      return authUserOf(accountViewOf(account), role);
    },
  });

  routeContract(app, decideLocalLeadRequestContract, {
    caller: (request) => requireRole(request, ADMINS),
    handle: async ({ caller, params, body, request, reply }) => {
      const decided = orRefuse(await decideLocalLeadRequest({ ...deps, log: request.log }, caller, params.id, body.decision, contextOf(request, deps.clock())));
      withConsistencyToken(reply, decided.position);
      return { emailSent: decided.emailSent };
    },
  });
};
