import { ORGANISATION_GROUPS } from "../constants";
import type { Role } from "../roles";

/** Only trainers and local leads keep an organisation and delivery local authorities (§2.5, §5). */
export const ORGANISATION_ROLES: ReadonlyArray<Role> = ["trainer", "localLead"];

export const hasOrganisationFields = (role: Role): boolean => ORGANISATION_ROLES.includes(role);

/** The organisation picker option that asks for free text (§5: the option contains 'specify'). */
export const needsOrganisationOther = (option: string): boolean => option.toLowerCase().includes("specify");

export const ORGANISATION_OTHER_OPTION = ORGANISATION_GROUPS.find(needsOrganisationOther)!;
