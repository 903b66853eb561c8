import { Schema } from "effect";
import { PRODUCT_TEXTS, VALIDATION } from "../messages";
import type { Organisation } from "./events";

// What the staff directory's reads answer (§3 Participant, Trainer/local lead): shared by the
// query API and the web app.

/** A trainer or local lead as the trainers page lists them. */
export interface StaffListItem {
  readonly _id: string;
  readonly name: string | null;
  readonly email: string | null;
  readonly role: "trainer" | "localLead";
  readonly organisation: Organisation | null;
  readonly localAuthorities: ReadonlyArray<string>;
  /** The name of the local lead whose group a trainer is in. */
  readonly localLeadName: string | null;
  /** How many (non-archived) trainers a local lead's group has; 0 for a trainer. */
  readonly trainerCount: number;
  readonly archived: boolean;
}

/** GET /api/users/admin/trainers-and-leads. */
export interface TrainersAndLeads {
  readonly trainerList: ReadonlyArray<StaffListItem>;
  readonly localLeadList: ReadonlyArray<StaffListItem>;
  readonly archivedList: ReadonlyArray<StaffListItem>;
}

/** The admin's three lists: archived people apart, the others by their account (someone holding both is a local lead). */
export const splitDirectory = (items: ReadonlyArray<StaffListItem>): TrainersAndLeads => ({
  trainerList: items.filter((item) => !item.archived && item.role === "trainer"),
  localLeadList: items.filter((item) => !item.archived && item.role === "localLead"),
  archivedList: items.filter((item) => item.archived),
});

/** A person in a picker: id and name only. */
export interface StaffPickerItem {
  readonly _id: string;
  readonly name: string | null;
}

/** GET /api/local-lead/:id. */
export interface LocalLeadSummary extends StaffPickerItem {
  readonly organisation: Organisation | null;
}

export interface ParticipantListItem {
  readonly _id: string;
  readonly name: string | null;
  readonly email: string | null;
  readonly organisation: Organisation | null;
  /** ISO-8601 instant the account was created. */
  readonly registrationDate: string;
}

/** GET /api/users/admin/participants?page=: one page of 50 and the total. */
export interface ParticipantPage {
  readonly participantList: ReadonlyArray<ParticipantListItem>;
  readonly participantCount: number;
}

/** The participants page's query: a page number from 1 (default 1). */
export const ParticipantsQuery = Schema.Struct({
  page: Schema.optionalWith(
    Schema.NumberFromString.annotations({ message: () => VALIDATION.positiveNumber }).pipe(
      Schema.int({ message: () => VALIDATION.positiveNumber }),
      Schema.greaterThanOrEqualTo(1, { message: () => VALIDATION.positiveNumber }),
      Schema.lessThanOrEqualTo(1_000_000, { message: () => VALIDATION.positiveNumber }),
    ),
    { default: () => 1 },
  ),
});

/** How a participant is named in the list: name, then e-mail, then N/A (§2.17). */
export const participantLabel = (participant: Pick<ParticipantListItem, "name" | "email">): string => participant.name || participant.email || PRODUCT_TEXTS.notApplicable;
