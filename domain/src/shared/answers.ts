import { Schema } from "effect";
import { COURSES, MEETING_PLATFORMS, MODULES, SURVEY_TYPES } from "../constants";

// Building blocks of what the endpoints answer: plain wire values, the same on both sides.

export const CourseAnswer = Schema.Literal(...COURSES);
export const ModuleAnswer = Schema.Literal(...MODULES);
export const MeetingPlatformAnswer = Schema.Literal(...MEETING_PLATFORMS);
export const SurveyTypeAnswer = Schema.Literal(...SURVEY_TYPES);

/** An instant as ISO-8601 text (what a Date turns into on the wire). */
export const IsoInstant = Schema.String.annotations({ description: "ISO-8601 instant" });

/** An instant read from a row, as it travels. */
export const isoInstant = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

/** The same, for a column that may be empty. */
export const isoInstantOrNull = (value: Date | string | null): string | null => (value === null ? null : isoInstant(value));
