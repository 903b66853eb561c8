import type { CommandSlice } from "../slice";
import { accountRoutes } from "./accountRoutes";
import { emailVerificationRoutes } from "./emailVerificationRoutes";
import { languageRoutes } from "./languageRoutes";
import { staffRoutes } from "./staffRoutes";

/** The user's writes: their own account, e-mail address and language; staff adding people and moving them between groups. */
export const usersSlice: CommandSlice = { routes: [accountRoutes, emailVerificationRoutes, languageRoutes, staffRoutes] };
