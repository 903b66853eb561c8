import { Either, Schema } from "effect";
import type { FieldMessages } from "../shared/domainError";
import { decodeFields } from "../shared/fieldErrors";
import { IsoDate, isCalendarDate, safeText } from "../shared/fields";
import { message } from "../i18n/translate";
import { says, saying, type Said } from "../shared/fieldMessage";

// The query strings of the session lists, the CSV export, the available-sessions page and the
// public course schedule (§2.7, §2.8, §7): decoded once, here, for every tier.

const SESSION_LIST_TYPES = ["upcoming", "all"] as const;
export type SessionListType = (typeof SESSION_LIST_TYPES)[number];

const DELIVERY_FILTERS = ["online", "faceToFace"] as const;
export type DeliveryFilter = (typeof DELIVERY_FILTERS)[number];

export const EXPORT_TARGETS = ["me", "myGroup", "all"] as const;
export type ExportTarget = (typeof EXPORT_TARGETS)[number];

/** The sessions table's page size when the caller names none (§9 leaves it open). */
export const SESSION_LIST_PAGE_SIZE = 10;
const SESSION_LIST_MAX_PAGE_SIZE = 100;
/** The most values one filter may hold: a filter panel never needs more. */
export const MAX_FILTER_VALUES = 50;

export interface SessionFilters {
  readonly localLeads: ReadonlyArray<string>;
  readonly trainers: ReadonlyArray<string>;
  readonly localAuthorities: ReadonlyArray<string>;
  readonly delivery: DeliveryFilter | null;
}

export const NO_FILTERS: SessionFilters = { localLeads: [], trainers: [], localAuthorities: [], delivery: null };

export interface SessionPage {
  readonly page: number;
  readonly pageSize: number;
  readonly type: SessionListType;
  /** Upcoming lists read soonest first; the full list newest first unless asked otherwise. */
  readonly sortAscending: boolean;
}

export interface SessionListQuery extends SessionPage {
  readonly filters: SessionFilters;
  /** The second column variant leaves out sessions with the trainer-upskill module (§2.7). */
  readonly hideTrainerUpskill: boolean;
}

export interface SessionExportQuery {
  readonly fromDate: string | null;
  readonly toDate: string | null;
  readonly target: ExportTarget | null;
  readonly filters: SessionFilters;
}

type Raw = Readonly<Record<string, unknown>>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const literal = <const Values extends ReadonlyArray<string>>(values: Values, message: Said) =>
  Schema.String.annotations({ message: () => message }).pipe(
    Schema.filter((value): value is Values[number] => values.includes(value), { message: () => message, jsonSchema: { enum: [...values] } }),
  );

const WholeNumber = (message: Said, max: number) =>
  Schema.String.annotations({ message: () => message }).pipe(
    Schema.pattern(/^\d{1,9}$/, { message: () => message }),
    Schema.compose(Schema.NumberFromString),
    Schema.filter((value) => (value >= 1 && value <= max) || message),
  );

const Flag = literal(["true", "false"], says("list.trueOrFalse"));

const Values = (item: Schema.Schema<string>) => Schema.Array(item).pipe(Schema.maxItems(MAX_FILTER_VALUES, saying("list.tooManyValues")));

const chooseFromList = saying("list.chooseFromList");
const PersonIds = Values(Schema.String.annotations(chooseFromList).pipe(Schema.pattern(UUID, chooseFromList)));
const Authorities = Values(
  safeText(
    Schema.String.annotations(chooseFromList).pipe(Schema.compose(Schema.Trim), Schema.minLength(1, chooseFromList), Schema.maxLength(100, chooseFromList)),
  ),
);

const FiltersSchema = Schema.Struct({
  localLeads: PersonIds,
  trainers: PersonIds,
  localAuthorities: Authorities,
  delivery: Schema.optional(literal(DELIVERY_FILTERS, says("list.delivery"))),
});

const PageSchema = Schema.Struct({
  page: Schema.optional(WholeNumber(says("list.page"), 1_000_000)),
  pageSize: Schema.optional(WholeNumber(says("list.pageSize"), SESSION_LIST_MAX_PAGE_SIZE)),
  type: Schema.optional(literal(SESSION_LIST_TYPES, says("list.listType"))),
  sortAscending: Schema.optional(Flag),
  hideTrainerUpskill: Schema.optional(Flag),
});

const ExportSchema = Schema.Struct({
  fromDate: Schema.optional(IsoDate),
  toDate: Schema.optional(IsoDate),
  target: Schema.optional(literal(EXPORT_TARGETS, says("list.target"))),
});

/**
 * A query string value as a list: `trainers=a&trainers=b`, `trainers[]=a` and a single value all
 * read as an array; an empty value means no choice.
 */
const listParam = (raw: Raw, name: string): unknown => {
  const value = raw[name] ?? raw[`${name}[]`];
  if (value === undefined || value === "") return [];
  return Array.isArray(value) ? value : [value];
};

/** The first value of a repeated parameter: `page=1&page=2` reads as page 1. */
const single = (raw: Raw, name: string): unknown => {
  const value = raw[name];
  return Array.isArray(value) ? value[0] : value;
};

const singles = (raw: Raw, names: ReadonlyArray<string>) =>
  Object.fromEntries(names.flatMap((name) => (single(raw, name) === undefined ? [] : [[name, single(raw, name)]])));

const asRaw = (input: unknown): Raw => (typeof input === "object" && input !== null ? (input as Raw) : {});

const mergeErrors = (...results: ReadonlyArray<Either.Either<unknown, FieldMessages>>): FieldMessages =>
  Object.assign({}, ...results.map((result) => (Either.isLeft(result) ? result.left : {})));

/** The filters of the admin panel, from a query string (§2.7). */
export const decodeSessionFilters = (input: unknown): Either.Either<SessionFilters, FieldMessages> => {
  const raw = asRaw(input);
  return decodeFields(FiltersSchema)({
    localLeads: listParam(raw, "localLeads"),
    trainers: listParam(raw, "trainers"),
    localAuthorities: listParam(raw, "localAuthorities"),
    ...singles(raw, ["delivery"]),
  }).pipe(
    Either.map((filters) => ({
      localLeads: [...new Set(filters.localLeads.map((id) => id.toLowerCase()))],
      trainers: [...new Set(filters.trainers.map((id) => id.toLowerCase()))],
      localAuthorities: [...new Set(filters.localAuthorities)],
      delivery: filters.delivery ?? null,
    })),
  );
};

/** Page, list type and order; defaults: page 1 of 10 upcoming sessions, soonest first. */
const decodeSessionPage = (input: unknown): Either.Either<SessionPage & { hideTrainerUpskill: boolean }, FieldMessages> =>
  decodeFields(PageSchema)(singles(asRaw(input), ["page", "pageSize", "type", "sortAscending", "hideTrainerUpskill"])).pipe(
    Either.map((page) => {
      const type = page.type ?? "upcoming";
      return {
        page: page.page ?? 1,
        pageSize: page.pageSize ?? SESSION_LIST_PAGE_SIZE,
        type,
        sortAscending: page.sortAscending === undefined ? type === "upcoming" : page.sortAscending === "true",
        hideTrainerUpskill: page.hideTrainerUpskill === "true",
      };
    }),
  );

/** GET /api/users/sessions, /sessions/:id and /trainer-sessions/:id: page, type, order and filters. */
export const decodeSessionListQuery = (input: unknown): Either.Either<SessionListQuery, FieldMessages> => {
  const page = decodeSessionPage(input);
  const filters = decodeSessionFilters(input);
  if (Either.isLeft(page) || Either.isLeft(filters)) return Either.left(mergeErrors(page, filters));
  return Either.right({ ...page.right, filters: filters.right });
};

/** An end before the start, when both are real dates. */
const rangeErrors = (from: unknown, to: unknown): FieldMessages =>
  typeof from === "string" && typeof to === "string" && isCalendarDate(from) && isCalendarDate(to) && to < from ? { toDate: message("list.dateRange") } : {};

/** GET /api/export-csv/sessions: the occurrence-date range, the target and the filters. */
export const decodeSessionExportQuery = (input: unknown): Either.Either<SessionExportQuery, FieldMessages> => {
  const raw = asRaw(input);
  const range = decodeFields(ExportSchema)(singles(raw, ["fromDate", "toDate", "target"]));
  const filters = decodeSessionFilters(raw);
  const errors = { ...mergeErrors(range, filters), ...rangeErrors(single(raw, "fromDate"), single(raw, "toDate")) };
  if (Either.isLeft(range) || Either.isLeft(filters) || Object.keys(errors).length > 0) return Either.left(errors);
  return Either.right({
    fromDate: range.right.fromDate ?? null,
    toDate: range.right.toDate ?? null,
    target: range.right.target ?? null,
    filters: filters.right,
  });
};

/** The public course schedule: a page of upcoming sessions, optionally online or face to face only. */
export const decodeCourseScheduleQuery = (input: unknown): Either.Either<SessionPage & { readonly delivery: DeliveryFilter | null }, FieldMessages> => {
  const raw = asRaw(input);
  const page = decodeSessionPage(raw);
  const filters = decodeSessionFilters(singles(raw, ["delivery"]));
  const type = single(raw, "type");
  const errors = { ...mergeErrors(page, filters), ...(type === undefined || type === "upcoming" ? {} : { type: message("list.upcomingOnly") }) };
  if (Either.isLeft(page) || Either.isLeft(filters) || Object.keys(errors).length > 0) return Either.left(errors);
  const { hideTrainerUpskill: _always, ...rest } = page.right;
  return Either.right({ ...rest, delivery: filters.right.delivery });
};

/** The available-sessions page: `group=true` lists a local lead's group, otherwise one trainer's sessions. */
export const decodeAvailableSessionsQuery = (input: unknown): Either.Either<{ readonly group: boolean }, FieldMessages> =>
  decodeFields(Schema.Struct({ group: Schema.optional(Flag) }))(singles(asRaw(input), ["group"])).pipe(
    Either.map(({ group }) => ({ group: group === "true" })),
  );

const LONDON_DATE = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London", year: "numeric", month: "2-digit", day: "2-digit" });

/** The programme's calendar date (UK time) at an instant, YYYY-MM-DD: what 'today' means for upcoming. */
export const programmeDate = (now: Date): string => LONDON_DATE.format(now);

// The query strings as they travel, for the API's documentation; the decoders above judge them.

/** GET /api/users/sessions, /sessions/:id and /trainer-sessions/:id */
export const SessionListQueryWire = Schema.Struct({ ...PageSchema.fields, ...FiltersSchema.fields }).annotations({ identifier: "SessionListQuery" });

/** GET /api/course-schedule */
export const CourseScheduleQueryWire = Schema.Struct({
  ...PageSchema.pick("page", "pageSize", "sortAscending").fields,
  type: Schema.optional(literal(["upcoming"], says("list.upcomingOnly"))),
  delivery: FiltersSchema.fields.delivery,
});

/** GET /api/export-csv/sessions */
export const SessionExportQueryWire = Schema.Struct({ ...ExportSchema.fields, ...FiltersSchema.fields }).annotations({ identifier: "SessionExportQuery" });

/** GET /api/available-sessions/:id */
export const AvailableSessionsQueryWire = Schema.Struct({ group: Schema.optional(Flag) });

/** A date range and a target, without the session filters (the trainers and participants exports). */
export interface ExportRangeQuery {
  readonly fromDate: string | null;
  readonly toDate: string | null;
  readonly target: ExportTarget | null;
}

/** GET /api/export-csv/trainers and /participants: the registration-date range and the target. */
export const decodeExportRangeQuery = (input: unknown): Either.Either<ExportRangeQuery, FieldMessages> => {
  const raw = asRaw(input);
  const range = decodeFields(ExportSchema)(singles(raw, ["fromDate", "toDate", "target"]));
  const errors = { ...mergeErrors(range), ...rangeErrors(single(raw, "fromDate"), single(raw, "toDate")) };
  if (Either.isLeft(range) || Object.keys(errors).length > 0) return Either.left(errors);
  return Either.right({ fromDate: range.right.fromDate ?? null, toDate: range.right.toDate ?? null, target: range.right.target ?? null });
};

/** GET /api/export-csv/trainers and /participants */
export const ExportRangeQueryWire = ExportSchema.annotations({ identifier: "ExportRangeQuery" });
/** The filters panel's values as they travel (the results page sends them in its body). */
export const SessionFiltersWire = FiltersSchema.annotations({ identifier: "SessionFilters" });
