import { Either, Schema } from "effect";
import { Email, NewPassword, decodeFields } from "@wellbeing/domain";
import { inEnglish } from "@wellbeing/i18n";
import type { EventStore } from "@wellbeing/platform";
import { hashPassword } from "../auth/passwords";
import { findAccountByEmail } from "./accounts";
import type { EmailIndex } from "./emailIndex";
import { registerUser } from "./registerUser";

const AdminCredentials = Schema.Struct({ email: Email, password: NewPassword });

/** Production start: the first admin comes from ADMIN_EMAIL / ADMIN_PASSWORD (never demo data). */
export const bootstrapAdmin = async (
  deps: { store: EventStore; emailIndex: EmailIndex },
  credentials: { email: string | undefined; password: string | undefined },
  now: Date,
): Promise<"created" | "exists" | "not configured"> => {
  if (!credentials.email || !credentials.password) return "not configured";
  const decoded = decodeFields(AdminCredentials)(credentials);
  if (Either.isLeft(decoded)) throw new Error(`ADMIN_EMAIL / ADMIN_PASSWORD refused: ${JSON.stringify(inEnglish(decoded.left))}`);
  const { email, password } = decoded.right;
  if (await findAccountByEmail(deps.store, deps.emailIndex, email)) return "exists";
  const result = await registerUser(
    deps,
    // The operator chose this address for the first admin: it needs no link to prove it.
    {
      email,
      name: "Administrator",
      passwordHash: await hashPassword(password),
      roles: ["admin"],
      organisation: null,
      localAuthorities: [],
      localLeadId: null,
      emailVerified: true,
    },
    { actorId: null, correlationId: "bootstrap-admin", now },
  );
  if (Either.isLeft(result)) throw new Error(`first admin could not be created: ${JSON.stringify(result.left)}`);
  return "created";
};
