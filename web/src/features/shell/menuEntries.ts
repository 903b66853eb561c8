import type { IconName } from "@blueprintjs/icons";
import { pathTo, type Role } from "@wellbeing/domain";

// The side menu of §2.4, per role, in the specification's order and words.

export interface MenuLink {
  readonly kind: "link";
  readonly text: string;
  readonly icon: IconName;
  readonly to: string;
}

export interface MenuGroup {
  readonly kind: "group";
  readonly text: string;
  readonly icon: IconName;
  readonly links: ReadonlyArray<MenuLink>;
}

export type MenuEntry = MenuLink | MenuGroup | { readonly kind: "switchAccount" } | { readonly kind: "logOut" };

const link = (text: string, icon: IconName, to: string): MenuLink => ({ kind: "link", text, icon, to });

export const resultsPath = (target: "me" | "myGroup" | "all"): string => `${pathTo("trainerResults")}?target=${target}`;

const home = (role: Role) => link("Home", "home", role === "participant" ? pathTo("participantDashboard") : pathTo("dashboard"));
const createSession = link("Create New Session", "add", pathTo("createSession"));
const trainerAdvice = link("Trainer Advice", "lightbulb", pathTo("trainerAdvice"));
const accountDetails = (text: string) => link(text, "user", pathTo("myAccount"));

const entriesOf = (role: Role): ReadonlyArray<MenuEntry> => {
  switch (role) {
    case "trainer":
      return [
        home(role),
        createSession,
        link("Sessions", "calendar", pathTo("mySessions")),
        link("Evaluation results", "chart", resultsPath("me")),
        accountDetails("Account details"),
        trainerAdvice,
      ];
    case "localLead":
      return [
        home(role),
        {
          kind: "group",
          text: "Evaluation results",
          icon: "chart",
          links: [link("Your Results", "person", resultsPath("me")), link("Your Group Results", "people", resultsPath("myGroup"))],
        },
        {
          kind: "group",
          text: "Sessions",
          icon: "calendar",
          links: [link("Your Sessions", "person", pathTo("mySessions")), link("Your Group Sessions", "people", pathTo("groupSessions"))],
        },
        createSession,
        accountDetails("Account details"),
        link("Your Trainers", "people", pathTo("trainers")),
        trainerAdvice,
      ];
    case "admin":
    case "superAdmin":
      return [
        home(role),
        link("All Results", "chart", resultsPath("all")),
        link("All Sessions", "calendar", pathTo("allSessions")),
        link("Trainers & Local Leads", "people", pathTo("trainers")),
        link("Participants", "person", pathTo("participants")),
        createSession,
        link("Course Schedule", "timeline-events", pathTo("courseSchedule")),
        accountDetails("Account Details"),
      ];
    case "participant":
      return [
        home(role),
        link("My course", "learning", pathTo("participantProgress")),
        link("Materials", "book", pathTo("chooseCourseMaterials")),
        accountDetails("My Account"),
      ];
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
