import type { IconName } from "@blueprintjs/icons";
import { isAdminLevel, pathTo, reachScopeOf, type Role, type Stats } from "@wellbeing/domain";
import { resultsPath } from "../shell/menuEntries";

export interface ReachTile {
  readonly label: string;
  readonly icon: IconName;
  /** The figure as shown, or null when not known. */
  readonly value: string | null;
  readonly to: string;
}

const count = (value: number | undefined): string | null => (value === undefined ? null : value.toLocaleString("en-GB"));

/** The dashboard's tiles (§2.6): Response Rate for a trainer, Trainers for everyone else. */
export const reachTiles = (role: Role, stats: Stats | undefined): ReadonlyArray<ReachTile> => {
  const sessions = isAdminLevel(role) ? pathTo("allSessions") : pathTo("mySessions");
  const results = resultsPath(reachScopeOf(role));
  const base: ReachTile[] = [
    { label: "Sessions", icon: "calendar", value: count(stats?.sessionCount), to: sessions },
    { label: "Participants", icon: "people", value: count(stats?.participantCount), to: results },
    { label: "Responses", icon: "form", value: count(stats?.responseCount), to: results },
  ];
  const last: ReachTile =
    role === "trainer"
      ? { label: "Response Rate", icon: "percentage", value: stats?.responseRate === undefined ? null : `${stats.responseRate}%`, to: results }
      : { label: "Trainers", icon: "person", value: count(stats?.trainerCount), to: pathTo("trainers") };
  return [...base, last];
};
