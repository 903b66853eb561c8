import type { IconName } from "@blueprintjs/icons";
import { homeOf, pathTo, type MessageKey, type Role } from "@wellbeing/domain";

// The side menu of §2.4, per role, in the specification's order; each text a catalogue key.

export interface MenuLink {
  readonly kind: "link";
  readonly text: MessageKey;
  readonly icon: IconName;
  readonly to: string;
}

interface MenuGroup {
  readonly kind: "group";
  readonly text: MessageKey;
  readonly icon: IconName;
  readonly links: ReadonlyArray<MenuLink>;
}

export type MenuEntry = MenuLink | MenuGroup | { readonly kind: "switchAccount" } | { readonly kind: "logOut" };

const link = (text: MessageKey, icon: IconName, to: string): MenuLink => ({ kind: "link", text, icon, to });

export const resultsPath = (target: "me" | "myGroup" | "all"): string => `${pathTo("trainerResults")}?target=${target}`;

const home = (role: Role) => link("shell.home", "home", homeOf(role));
const createSession = link("shell.createSession", "add", pathTo("createSession"));
const trainerAdvice = link("shell.trainerAdvice", "lightbulb", pathTo("trainerAdvice"));
const accountDetails = (text: MessageKey) => link(text, "user", pathTo("myAccount"));
const eventHistory = link("audit.eventHistory", "history", pathTo("auditTrail"));

const entriesOf = (role: Role): ReadonlyArray<MenuEntry> => {
  switch (role) {
    case "trainer":
      return [
        home(role),
        createSession,
        link("shell.sessions", "calendar", pathTo("mySessions")),
        link("shell.evaluationResults", "chart", resultsPath("me")),
        accountDetails("shell.accountDetails"),
        trainerAdvice,
      ];
    case "localLead":
      return [
        home(role),
        {
          kind: "group",
          text: "shell.evaluationResults",
          icon: "chart",
          links: [link("shell.yourResults", "person", resultsPath("me")), link("shell.yourGroupResults", "people", resultsPath("myGroup"))],
        },
        {
          kind: "group",
          text: "shell.sessions",
          icon: "calendar",
          links: [link("shell.yourSessions", "person", pathTo("mySessions")), link("shell.yourGroupSessions", "people", pathTo("groupSessions"))],
        },
        createSession,
        accountDetails("shell.accountDetails"),
        link("shell.yourTrainers", "people", pathTo("trainers")),
        trainerAdvice,
      ];
    case "admin":
    case "superAdmin":
      return [
        home(role),
        link("shell.allResults", "chart", resultsPath("all")),
        link("shell.allSessions", "calendar", pathTo("allSessions")),
        link("shell.trainersAndLocalLeads", "people", pathTo("trainers")),
        link("shell.participants", "person", pathTo("participants")),
        createSession,
        link("shell.courseSchedule", "timeline-events", pathTo("courseSchedule")),
        link("errorReports.title", "issue", pathTo("errorReports")),
        accountDetails("shell.accountDetailsTitle"),
        eventHistory,
      ];
    case "participant":
      return [
        home(role),
        link("shell.myCourse", "learning", pathTo("participantProgress")),
        link("shell.materials", "book", pathTo("chooseCourseMaterials")),
        accountDetails("shell.myAccount"),
      ];
    case "auditor":
      return [home(role), eventHistory, accountDetails("shell.accountDetails")];
  }
};

/** The menu of the chosen account; Switch Account only for a person holding several accounts. */
export const menuEntries = (role: Role | null, holdsSeveralAccounts: boolean): ReadonlyArray<MenuEntry> => [
  ...(role ? entriesOf(role) : []),
  ...(holdsSeveralAccounts && role ? [{ kind: "switchAccount" } as const] : []),
  { kind: "logOut" },
];

/** Whether a menu link is the screen being shown (the results links differ only by their target). */
export const isCurrent = (to: string, location: { readonly pathname: string; readonly search: string }): boolean => {
  const [path, query] = to.split("?");
  if (path !== location.pathname) return false;
  if (!query) return true;
  const wanted = new URLSearchParams(query);
  const actual = new URLSearchParams(location.search);
  return [...wanted].every(([name, value]) => actual.get(name) === value);
};
