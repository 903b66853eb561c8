import type { FastifyInstance } from "fastify";
import { chooseLanguageContract } from "@wellbeing/domain";
import { requireCaller, routeContract } from "@wellbeing/platform";
import type { CommandApiDeps } from "../deps";
import { contextOf, orRefuse, withConsistencyToken } from "../infrastructure/http";
import { chooseCorrespondenceLanguage } from "./chooseLanguage";

/** The language of a person's correspondence (issue 11), chosen on My Account. */
export const languageRoutes = async (app: FastifyInstance, deps: CommandApiDeps): Promise<void> => {
  routeContract(app, chooseLanguageContract, {
    caller: requireCaller,
    handle: async ({ caller, body: { language }, request, reply }) => {
      const position = orRefuse(await chooseCorrespondenceLanguage(deps, caller.userId, language, contextOf(request, deps.clock())));
      withConsistencyToken(reply, position);
      return { language };
    },
  });
};
