import { Schema } from "effect";
import { Organisation } from "./events";
import { saying } from "../shared/fieldMessage";

// What the staff directory's reads answer (§3 Participant, Trainer/local lead): shared by the
// query API and the web app.

/** A trainer or local lead as the trainers page lists them. */
export const StaffListItem = Schema.Struct({
  _id: Schema.String,
  name: Schema.NullOr(Schema.String),
  email: Schema.NullOr(Schema.String),
  role: Schema.Literal("trainer", "localLead", "auditor"),
  organisation: Schema.NullOr(Organisation),
  localAuthorities: Schema.Array(Schema.String),
  /** The name of the local lead whose group a trainer is in. */
  localLeadName: Schema.NullOr(Schema.String),
  /** How many (non-archived) trainers a local lead's group has; 0 for a trainer. */
  trainerCount: Schema.Number,
  archived: Schema.Boolean,
}).annotations({ identifier: "StaffListItem" });
export type StaffListItem = typeof StaffListItem.Type;

/** GET /api/users/admin/trainers-and-leads. */
export const TrainersAndLeads = Schema.Struct({
  trainerList: Schema.Array(StaffListItem),
  localLeadList: Schema.Array(StaffListItem),
  archivedList: Schema.Array(StaffListItem),
  /** The read-only auditors (issue 15): listed so an admin can see who holds the role and archive it away. */
  auditorList: Schema.Array(StaffListItem),
}).annotations({ identifier: "TrainersAndLeads" });
export type TrainersAndLeads = typeof TrainersAndLeads.Type;

/** The admin's three lists: archived people apart, the others by their account (someone holding both is a local lead). */
export const splitDirectory = (items: ReadonlyArray<StaffListItem>): TrainersAndLeads => ({
  trainerList: items.filter((item) => !item.archived && item.role === "trainer"),
  localLeadList: items.filter((item) => !item.archived && item.role === "localLead"),
  archivedList: items.filter((item) => item.archived),
  auditorList: items.filter((item) => !item.archived && item.role === "auditor"),
});

const pickerFields = { _id: Schema.String, name: Schema.NullOr(Schema.String) };

/** A person in a picker: id and name only. */
export const StaffPickerItem = Schema.Struct(pickerFields).annotations({ identifier: "StaffPickerItem" });
export type StaffPickerItem = typeof StaffPickerItem.Type;

/** GET /api/local-lead/:id. */
export const LocalLeadSummary = Schema.Struct({ ...pickerFields, organisation: Schema.NullOr(Organisation) }).annotations({ identifier: "LocalLeadSummary" });
export type LocalLeadSummary = typeof LocalLeadSummary.Type;

const ParticipantListItem = Schema.Struct({
  _id: Schema.String,
  name: Schema.NullOr(Schema.String),
  email: Schema.NullOr(Schema.String),
  organisation: Schema.NullOr(Organisation),
  /** ISO-8601 instant the account was created. */
  registrationDate: Schema.String,
}).annotations({ identifier: "ParticipantListItem" });
type ParticipantListItem = typeof ParticipantListItem.Type;

/** GET /api/users/admin/participants?page=: one page of 50 and the total. */
export const ParticipantPage = Schema.Struct({
  participantList: Schema.Array(ParticipantListItem),
  participantCount: Schema.Number,
}).annotations({ identifier: "ParticipantPage" });
export type ParticipantPage = typeof ParticipantPage.Type;

/** The participants page's query: a page number from 1 (default 1). */
export const ParticipantsQuery = Schema.Struct({
  page: Schema.optionalWith(
    Schema.NumberFromString.annotations(saying("validation.positiveNumber")).pipe(
      Schema.int(saying("validation.positiveNumber")),
      Schema.greaterThanOrEqualTo(1, saying("validation.positiveNumber")),
      Schema.lessThanOrEqualTo(1_000_000, saying("validation.positiveNumber")),
    ),
    { default: () => 1 },
  ),
});
