import type { FastifyInstance } from "fastify";
import { Language } from "@wellbeing/domain";
import { decodeInput, requireCaller } from "@wellbeing/platform";
import { Schema } from "effect";
import type { CommandApiDeps } from "../deps";
import { contextOf, orRefuse, withConsistencyToken } from "../infrastructure/http";
import { chooseCorrespondenceLanguage } from "./chooseLanguage";

const LanguageChoice = Schema.Struct({ language: Language });

/** The language of a person's correspondence (issue 11), chosen on My Account. */
export const languageRoutes = async (app: FastifyInstance, deps: CommandApiDeps): Promise<void> => {
  app.patch("/api/users/language", async (request, reply) => {
    const caller = requireCaller(request);
    const { language } = decodeInput(LanguageChoice, request.body);
    const position = orRefuse(await chooseCorrespondenceLanguage(deps, caller.userId, language, contextOf(request, deps.clock())));
    return withConsistencyToken(reply, position).send({ language });
  });
};
