import type { Translate } from "@wellbeing/domain";
import { InviteesView } from "./InviteesView";
import { RegisteredAttendeesView } from "./RegisteredAttendeesView";
import { SpecialRequirementsView } from "./SpecialRequirementsView";
import "./roster.css";

/**
 * The Manage Session drawer's roster sub-views (§2.10), by drawer key, for the session screen to mount,
 * titled by `t`, the screen's translator.
 */
export const rosterDrawerViews = (sessionId: string, t: Translate) => ({
  viewAttendeesList: { title: t("session.viewEditAttendees"), render: () => <RegisteredAttendeesView sessionId={sessionId} /> },
  "view-invitees": { title: t("session.manageInvitees"), render: () => <InviteesView sessionId={sessionId} /> },
  specialRequirements: { title: t("roster.specialRequirementsDrawerTitle"), render: () => <SpecialRequirementsView sessionId={sessionId} /> },
});
