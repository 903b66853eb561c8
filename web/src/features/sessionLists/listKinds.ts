import { isAdminLevel, pathTo, type ExportTarget, type MessageKey, type Role, type SessionFilters } from "@wellbeing/domain";

// The four session list screens of §2.7, by route and role: title, endpoint, what the page offers.

export type SessionListKind = "mine" | "all" | "group" | "trainer";

export interface SessionListScreen {
  /** The page title's catalogue text. */
  readonly title: MessageKey;
  /** The list's GET endpoint. */
  readonly endpoint: string;
  /** The admin's filter panel (Local lead(s), Trainer(s), Local authorities, Session delivery). */
  readonly showFilters: boolean;
  /** The invite link to the available-sessions page, for non-admins. */
  readonly invitePath: string | null;
  /** What the CSV export asks for: a target within the caller's reach, narrowed to the list's person. */
  readonly exportTarget: ExportTarget;
  readonly exportFilters: Partial<SessionFilters>;
  /** Whether the second column variant needs the Trainer column (lists of more than one trainer). */
  readonly showsSeveralTrainers: boolean;
}

type SessionListRoute = { readonly redirect: string } | SessionListScreen;

interface Viewer {
  readonly userId: string;
  readonly role: Role;
}

const invitePathOf = (viewer: Viewer): string | null => {
  if (isAdminLevel(viewer.role)) return null;
  const path = pathTo("availableSessions", { id: viewer.userId });
  return viewer.role === "localLead" ? `${path}?group=true` : path;
};

/** The screen a session list route shows to this viewer; `personId` is the route's :localLeadId or :trainerId. */
export const sessionListScreen = (kind: SessionListKind, viewer: Viewer, personId: string | undefined): SessionListRoute => {
  const isAdmin = isAdminLevel(viewer.role);
  const common = { invitePath: invitePathOf(viewer) };
  switch (kind) {
    case "mine":
    case "all":
      return {
        ...common,
        // An admin's own list holds every session (§6).
        title: isAdmin ? "shell.allSessions" : "shell.yourSessions",
        endpoint: "/api/users/sessions",
        showFilters: isAdmin,
        exportTarget: isAdmin ? "all" : "me",
        exportFilters: {},
        showsSeveralTrainers: isAdmin,
      };
    case "group": {
      if (isAdmin && !personId) return { redirect: pathTo("allSessions") };
      const leadId = personId ?? viewer.userId;
      const own = leadId === viewer.userId;
      return {
        ...common,
        title: own ? "shell.yourGroupSessions" : "sessionList.titleGroup",
        endpoint: `/api/users/sessions/${encodeURIComponent(leadId)}`,
        showFilters: false,
        exportTarget: isAdmin ? "all" : "myGroup",
        exportFilters: isAdmin ? { localLeads: [leadId] } : {},
        showsSeveralTrainers: true,
      };
    }
    case "trainer": {
      const trainerId = personId ?? viewer.userId;
      const own = trainerId === viewer.userId;
      return {
        ...common,
        title: "sessionList.titleTrainer",
        endpoint: `/api/users/trainer-sessions/${encodeURIComponent(trainerId)}`,
        showFilters: false,
        exportTarget: own ? "me" : isAdmin ? "all" : "myGroup",
        exportFilters: own ? {} : { trainers: [trainerId] },
        showsSeveralTrainers: false,
      };
    }
  }
};
