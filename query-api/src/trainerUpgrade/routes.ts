import type { FastifyInstance } from "fastify";
import { ROLES, isAdminLevel, isoInstant, localLeadRequestsContract, type LocalLeadRequestAnswer } from "@wellbeing/domain";
import { requireRole, routeContract, type UserRow } from "@wellbeing/platform";
import type { QueryApiDeps } from "../deps";

const ADMINS = ROLES.filter(isAdminLevel);

type RequestRow = Pick<UserRow, "id" | "name" | "email" | "organisation" | "local_authorities"> & { local_lead_requested_at: Date | string };

/** The requests for a local lead account waiting for an admin, oldest first (archived or erased people left out). */
const waitingRequests = async (deps: QueryApiDeps): Promise<LocalLeadRequestAnswer[]> => {
  const rows: RequestRow[] = await deps.db
    .withSchema(deps.schema)
    .from("users")
    .select("id", "name", "email", "organisation", "local_authorities", "local_lead_requested_at")
    .whereNotNull("local_lead_requested_at")
    .whereNotNull("name")
    .where({ archived: false })
    .orderBy([{ column: "local_lead_requested_at" }, { column: "id" }]);
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    email: row.email,
    organisation: row.organisation,
    localAuthorities: row.local_authorities,
    requestedAt: isoInstant(row.local_lead_requested_at),
  }));
};

/** The train-the-trainer route's reads: the admins' list of requests for a local lead account (§2.18). */
export const trainerUpgradeRoutes = async (app: FastifyInstance, deps: QueryApiDeps): Promise<void> => {
  routeContract(app, localLeadRequestsContract, {
    caller: (request) => requireRole(request, ADMINS),
    handle: async () => ({ requests: await waitingRequests(deps) }),
  });
};
