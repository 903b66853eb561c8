export { commandApi } from "./app";
export { createCommandApiDeps, type CommandApiDeps } from "./deps";
export { EmailIndex } from "./users/emailIndex";
export { registerUser, type NewAccount } from "./users/registerUser";
export { hashPassword } from "./auth/passwords";
export { scheduleSession } from "./sessions/scheduleSession";
export { findAccountByEmail } from "./users/accounts";
export type { CommandContext } from "./infrastructure/commandContext";
export { bootstrapAdmin } from "./users/bootstrapAdmin";
