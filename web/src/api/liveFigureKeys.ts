import type { QueryKey } from "@tanstack/react-query";
import { dashboardContract, staffHomeContract } from "@wellbeing/domain";
import { staffHomeKeys } from "../features/staffHome/queries";

/** Where a pushed answer goes: under the key the screen reading it uses (its slice's key factory), by the read it answers. */
export const LIVE_FIGURE_KEYS: Readonly<Record<string, QueryKey>> = {
  [dashboardContract.path]: staffHomeKeys.reach,
  [staffHomeContract.path]: staffHomeKeys.home,
};
