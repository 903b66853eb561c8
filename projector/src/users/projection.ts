import { NO_EMAIL_STANDING, evolveEmailStanding } from "@wellbeing/domain";
import { READ_MODELS, usersTables, type UserRow } from "@wellbeing/platform";
import { ADMIN_AUDIENCE_ROLES, type Projection } from "../runner/projection";
import { TableBatch } from "../runner/tableBatch";
import { applyAccountEvent, emailStandingColumns } from "./accountRows";
import { applyStaffEvent } from "./staffRows";
import { applyTrainerUpgrade } from "./trainerUpgradeRows";
import { groupInvitationsOf } from "./groupInvitationRows";

export const usersProjection: Projection = {
  name: READ_MODELS.users,
  // 4: no deleted_users tombstone (tokens are judged against the user stream now); 5: whether the address is proven, and a pending new one;
  // 6: the language of the person's correspondence; 7: requests for a local lead account, and invitations to join a group.
  version: 7,
  ...usersTables,
  apply: async (batch, { trx, schema, announce }) => {
    const users = new TableBatch<UserRow>(trx, schema, "users", "id");
    const invitations = await groupInvitationsOf(trx, schema, batch);
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
            local_lead_requested_at: null,
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
          invitations.apply(event, announce);
          await applyStaffEvent(users, event, announce);
          break;
        case "TrainerLeftGroup":
        case "StaffArchived":
        case "StaffRestored":
          await applyStaffEvent(users, event, announce);
          break;
        case "GroupInvitationSent":
        case "GroupInvitationAnswered":
          invitations.apply(event, announce);
          break;
        case "AccountDeleted":
          invitations.apply(event, announce);
          await applyAccountEvent(users, event, announce);
          break;
        case "AccountDetailsUpdated":
        case "PasswordReset":
        case "EmailVerificationIssued":
        case "EmailVerified":
        case "CorrespondenceLanguageChosen":
          await applyAccountEvent(users, event, announce);
          break;
        case "UpgradedToTrainer":
        case "LocalLeadAccessRequested":
        case "LocalLeadRequestApproved":
        case "LocalLeadRequestDeclined":
          await applyTrainerUpgrade(users, event, announce);
          break;
      }
    }
    await users.flush();
    await invitations.flush();
  },
};
