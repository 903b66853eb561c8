import type { Knex } from "knex";
import { NO_EMAIL_STANDING, evolveEmailStanding } from "@wellbeing/domain";
import { ADMIN_AUDIENCE_ROLES, type Projection } from "../runner/projection";
import { TableBatch } from "../runner/tableBatch";
import { applyAccountEvent, emailStandingColumns } from "./accountRows";
import type { UserRow } from "./readModel";
import { applyStaffEvent } from "./staffRows";
import { applyTrainerUpgrade } from "./trainerUpgradeRows";

export const usersProjection: Projection = {
  name: "users",
  // 4: no deleted_users tombstone (tokens are judged against the user stream now); 5: whether the address is proven, and a pending new one;
  // 6: the language of the person's correspondence.
  version: 6,
  tables: ["users"],
  migrate: async (db: Knex, schema: string) => {
    await db.raw(
      `CREATE TABLE IF NOT EXISTS ??.users (
        id uuid PRIMARY KEY,
        name text,
        email text,
        roles text[] NOT NULL,
        local_lead_id uuid,
        organisation jsonb,
        local_authorities text[] NOT NULL DEFAULT '{}',
        registered_at timestamptz NOT NULL,
        archived boolean NOT NULL DEFAULT false,
        email_verified boolean NOT NULL DEFAULT false,
        pending_email text,
        language text
      );
      CREATE INDEX IF NOT EXISTS users_email ON ??.users (email);
      CREATE INDEX IF NOT EXISTS users_local_lead ON ??.users (local_lead_id);
      CREATE INDEX IF NOT EXISTS users_roles ON ??.users USING gin (roles);
      DROP TABLE IF EXISTS ??.deleted_users;`,
      [schema, schema, schema, schema, schema],
    );
  },
  apply: async (batch, { trx, schema, announce }) => {
    const users = new TableBatch<UserRow>(trx, schema, "users", "id");
    for (const { event } of batch) {
      switch (event.type) {
        case "UserRegistered": {
          const data = event.data;
          users.put({
            id: data.userId,
            name: data.name,
            roles: [...data.roles],
            local_lead_id: data.localLeadId,
            organisation: data.organisation,
            local_authorities: [...data.localAuthorities],
            registered_at: data.registeredAt,
            archived: false,
            language: data.language ?? null,
            ...emailStandingColumns(evolveEmailStanding(NO_EMAIL_STANDING, event)),
          });
          announce({
            topic: "users",
            ids: [data.userId],
            audience: { roles: ADMIN_AUDIENCE_ROLES, userIds: data.localLeadId ? [data.userId, data.localLeadId] : [data.userId] },
          });
          break;
        }
        case "TrainerJoinedGroup":
        case "TrainerLeftGroup":
        case "StaffArchived":
        case "StaffRestored":
          await applyStaffEvent(users, event, announce);
          break;
        case "AccountDeleted":
        case "AccountDetailsUpdated":
        case "PasswordReset":
        case "EmailVerificationIssued":
        case "EmailVerified":
        case "CorrespondenceLanguageChosen":
          await applyAccountEvent(users, event, announce);
          break;
        case "UpgradedToTrainer":
          await applyTrainerUpgrade(users, event, announce);
          break;
      }
    }
    await users.flush();
  },
};
