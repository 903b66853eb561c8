import { Schema } from "effect";
import { Instant, defineEvent, type PersonalDataRule } from "../shared/events";
import { defineSliceEvents } from "../slice";

/** An admin chose whose sessions the public course schedule shows: these local leads and their groups (§2.8). */
export const PublicLeadsChosen = defineEvent("PublicLeadsChosen", {
  leadIds: Schema.Array(Schema.String),
  chosenBy: Schema.String,
  chosenAt: Instant,
});

export const CourseScheduleEvent = Schema.Union(PublicLeadsChosen);
export type CourseScheduleEvent = typeof CourseScheduleEvent.Type;

/** Ids only: nothing personal to seal. */
export const courseSchedulePersonalData: Record<string, PersonalDataRule> = {};

/** What the courseSchedule slice records, for its slice value and sliceEvents.ts. */
export const courseScheduleSliceEvents = defineSliceEvents({ events: [CourseScheduleEvent], personalData: [courseSchedulePersonalData] });
