import { isStaffRole, type Role } from "../roles";

/** Which account a log in selects: the asked-for role when held, the only role, or none yet (decide-role). */
export const chooseLoginRole = (held: ReadonlyArray<Role>, asked: Role | "staff" | undefined): Role | null => {
  if (asked && asked !== "staff" && held.includes(asked)) return asked;
  if (held.length === 1) return held[0] ?? null;
  if (asked === "staff") {
    const staff = held.filter(isStaffRole);
    if (staff.length === 1) return staff[0] ?? null;
  }
  return null;
};
