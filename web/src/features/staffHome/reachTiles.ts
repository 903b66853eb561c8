import type { IconName } from "@blueprintjs/icons";
import { pathTo, reachScopeOf, type Role, type Stats, type Translate } from "@wellbeing/domain";
import { resultsPath } from "../shell/menuEntries";

export interface ReachTile {
  readonly label: string;
  readonly icon: IconName;
  /** The figure as shown, or null when not known. */
  readonly value: string | null;
  readonly to: string;
}

/** The session list of the sessions the home counts (§2.6): everyone's, the lead's group's, or the trainer's own. */
export const reachSessionsPath = (role: Role): string => {
  const scope = reachScopeOf(role);
  return scope === "all" ? pathTo("allSessions") : scope === "myGroup" ? pathTo("groupSessions") : pathTo("mySessions");
};

const count = (value: number | undefined): string | null => (value === undefined ? null : value.toLocaleString("en-GB"));

/** The dashboard's tiles (§2.6): Response Rate for a trainer, Trainers for everyone else; labelled in the language of `t`. */
export const reachTiles = (role: Role, stats: Stats | undefined, t: Translate): ReadonlyArray<ReachTile> => {
  const sessions = reachSessionsPath(role);
  const results = resultsPath(reachScopeOf(role));
  const base: ReachTile[] = [
    { label: t("shell.sessions"), icon: "calendar", value: count(stats?.sessionCount), to: sessions },
    { label: t("shell.participants"), icon: "people", value: count(stats?.participantCount), to: results },
    { label: t("ui.responses"), icon: "form", value: count(stats?.responseCount), to: results },
  ];
  const last: ReachTile =
    role === "trainer"
      ? { label: t("dashboard.responseRate"), icon: "percentage", value: stats?.responseRate === undefined ? null : `${stats.responseRate}%`, to: results }
      : { label: t("sessionFacts.trainersHeading"), icon: "person", value: count(stats?.trainerCount), to: pathTo("trainers") };
  return [...base, last];
};
