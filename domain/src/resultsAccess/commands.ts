import type { Role } from "../roles";

/** Give or withdraw access to one's results (My Account), acting in the chosen account's `role`. */
export interface RecordResultsAccessConsent {
  readonly type: "RecordResultsAccessConsent";
  readonly role: Role;
  readonly consent: boolean;
  readonly now: string;
}
