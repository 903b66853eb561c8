import type { EmailIndex } from "@wellbeing/command-api";
import { bootstrapAdmin } from "@wellbeing/command-api";
import { storeIsEmpty, type Environment, type EventStore } from "@wellbeing/platform";
import { seedDemoData } from "./demoData";
import { DEMO_HISTORY_DAYS, seedDemoStory } from "./demoStory";

export type InitialData = "demo data seeded" | "first admin created" | "nothing to do" | "no admin configured";

/**
 * What a start puts in the store: in production never demo data, only the first admin from
 * ADMIN_EMAIL / ADMIN_PASSWORD (once); elsewhere the demo dataset and its history, on an empty store only.
 */
export const prepareInitialData = async (
  deps: { store: EventStore; emailIndex: EmailIndex },
  settings: { environment: Environment; adminEmail?: string; adminPassword?: string },
  now: Date,
): Promise<InitialData> => {
  if (settings.environment === "production") {
    const admin = await bootstrapAdmin(deps, { email: settings.adminEmail, password: settings.adminPassword }, now);
    if (admin === "created") return "first admin created";
    return admin === "not configured" ? "no admin configured" : "nothing to do";
  }
  if (!(await storeIsEmpty(deps.store))) return "nothing to do";
  const cast = await seedDemoData(deps, now, new Date(now.getTime() - DEMO_HISTORY_DAYS * 86_400_000));
  await seedDemoStory(deps, cast, now);
  return "demo data seeded";
};
