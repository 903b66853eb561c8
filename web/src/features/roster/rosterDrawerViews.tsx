import { InviteesView } from "./InviteesView";
import { RegisteredAttendeesView } from "./RegisteredAttendeesView";
import { SpecialRequirementsView } from "./SpecialRequirementsView";
import "./roster.css";

/** The Manage Session drawer's roster sub-views (§2.10), by drawer key, for the session screen to mount. */
export const rosterDrawerViews = (sessionId: string) => ({
  viewAttendeesList: { title: "View & edit registered attendees", render: () => <RegisteredAttendeesView sessionId={sessionId} /> },
  "view-invitees": { title: "Manage invitees", render: () => <InviteesView sessionId={sessionId} /> },
  specialRequirements: { title: "Special requirements", render: () => <SpecialRequirementsView sessionId={sessionId} /> },
});
