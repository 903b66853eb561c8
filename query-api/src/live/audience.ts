import type { Caller, Change } from "@wellbeing/platform";

/** Whether a change is addressed to this caller: to their role, or to them. */
export const isToldOf = (caller: Caller, change: Change): boolean =>
  (caller.role !== null && change.audience.roles.includes(caller.role)) || change.audience.userIds.includes(caller.userId);
