import { Either } from "effect";
import { describe, expect, it } from "vitest";
import { LIST_TEXTS } from "../messages";
import type { FieldMessages } from "../shared/domainError";
import {
  NO_FILTERS,
  SESSION_LIST_PAGE_SIZE,
  decodeAvailableSessionsQuery,
  decodeCourseScheduleQuery,
  decodeSessionExportQuery,
  decodeSessionListQuery,
  programmeDate,
} from "./query";
import { inEnglish } from "@wellbeing/i18n";

const LEAD = "0190aaaa-0000-7000-8000-0000000000b1";
const TRAINER = "0190aaaa-0000-7000-8000-0000000000c1";

const decoded = <A>(result: Either.Either<A, unknown>): A => Either.getOrThrowWith(result, (error) => new Error(JSON.stringify(error)));
const refused = (result: Either.Either<unknown, FieldMessages>) => {
  if (Either.isRight(result)) throw new Error(`expected a refusal, got ${JSON.stringify(result.right)}`);
  return inEnglish(result.left);
};

describe("decoding a session list query (§2.7)", () => {
  it("given no query, when decoded, then page 1 of the upcoming sessions, soonest first, unfiltered", () => {
    expect(decoded(decodeSessionListQuery({}))).toEqual({
      page: 1,
      pageSize: SESSION_LIST_PAGE_SIZE,
      type: "upcoming",
      sortAscending: true,
      hideTrainerUpskill: false,
      filters: NO_FILTERS,
    });
  });

  it("given the full list without an order, then newest first; an explicit order wins", () => {
    expect(decoded(decodeSessionListQuery({ type: "all" }))).toMatchObject({ type: "all", sortAscending: false });
    expect(decoded(decodeSessionListQuery({ type: "all", sortAscending: "true" }))).toMatchObject({ sortAscending: true });
    expect(decoded(decodeSessionListQuery({ type: "upcoming", sortAscending: "false" }))).toMatchObject({ sortAscending: false });
  });

  it("given page, page size and filters as a query string parser hands them over, then typed values", () => {
    const query = decoded(
      decodeSessionListQuery({
        page: "3",
        pageSize: "25",
        "localLeads[]": LEAD.toUpperCase(),
        trainers: [TRAINER, TRAINER],
        localAuthorities: ["Newport", "Torfaen"],
        delivery: "faceToFace",
        hideTrainerUpskill: "true",
      }),
    );
    expect(query).toMatchObject({ page: 3, pageSize: 25, hideTrainerUpskill: true });
    expect(query.filters).toEqual({ localLeads: [LEAD], trainers: [TRAINER], localAuthorities: ["Newport", "Torfaen"], delivery: "faceToFace" });
  });

  it("given a repeated single value, then the first one counts", () => {
    expect(decoded(decodeSessionListQuery({ page: ["2", "5"] }))).toMatchObject({ page: 2 });
  });

  it("given bad values, then every field says what is wrong", () => {
    expect(
      refused(
        decodeSessionListQuery({
          page: "0",
          pageSize: "1000",
          type: "past",
          sortAscending: "yes",
          trainers: ["not-an-id"],
          delivery: "carrier-pigeon",
        }),
      ),
    ).toEqual({
      page: LIST_TEXTS.page,
      pageSize: LIST_TEXTS.pageSize,
      type: LIST_TEXTS.listType,
      sortAscending: LIST_TEXTS.trueOrFalse,
      "trainers.0": LIST_TEXTS.chooseFromList,
      delivery: LIST_TEXTS.delivery,
    });
    expect(refused(decodeSessionListQuery({ page: "1.5" }))).toEqual({ page: LIST_TEXTS.page });
    expect(refused(decodeSessionListQuery({ page: "-1" }))).toEqual({ page: LIST_TEXTS.page });
    expect(refused(decodeSessionListQuery({ page: "99999999999999999999" }))).toEqual({ page: LIST_TEXTS.page });
    expect(refused(decodeSessionListQuery({ trainers: Array.from({ length: 51 }, () => TRAINER) }))).toEqual({ trainers: LIST_TEXTS.tooManyValues });
    expect(refused(decodeSessionListQuery({ localAuthorities: [" "], localLeads: [42] }))).toEqual({
      "localAuthorities.0": LIST_TEXTS.chooseFromList,
      "localLeads.0": LIST_TEXTS.chooseFromList,
    });
  });
});

describe("decoding a sessions export query (§7)", () => {
  it("given a date range, a target and filters, then they are typed", () => {
    expect(decoded(decodeSessionExportQuery({ fromDate: "2026-01-01", toDate: "2026-03-31", target: "myGroup", delivery: "online" }))).toEqual({
      fromDate: "2026-01-01",
      toDate: "2026-03-31",
      target: "myGroup",
      filters: { ...NO_FILTERS, delivery: "online" },
    });
    expect(decoded(decodeSessionExportQuery({ isExport: "true" }))).toEqual({ fromDate: null, toDate: null, target: null, filters: NO_FILTERS });
  });

  it("given an end before the start, a date that does not exist or an unknown target, then they are refused", () => {
    expect(refused(decodeSessionExportQuery({ fromDate: "2026-03-01", toDate: "2026-02-01" }))).toEqual({ toDate: LIST_TEXTS.dateRange });
    expect(refused(decodeSessionExportQuery({ fromDate: "2026-03-01", toDate: "2026-02-01", target: "x" }))).toEqual({
      toDate: LIST_TEXTS.dateRange,
      target: LIST_TEXTS.target,
    });
    expect(refused(decodeSessionExportQuery({ fromDate: "2026-02-30", target: "everyone" }))).toMatchObject({
      fromDate: expect.any(String),
      target: LIST_TEXTS.target,
    });
  });
});

describe("decoding the public schedule and available-sessions queries (§2.7, §2.8)", () => {
  it("given the schedule's query, then upcoming sessions only, with an optional delivery filter", () => {
    expect(decoded(decodeCourseScheduleQuery({ page: "2", type: "upcoming", sortAscending: "true", delivery: "online" }))).toEqual({
      page: 2,
      pageSize: SESSION_LIST_PAGE_SIZE,
      type: "upcoming",
      sortAscending: true,
      delivery: "online",
    });
    expect(refused(decodeCourseScheduleQuery({ type: "all" }))).toEqual({ type: LIST_TEXTS.upcomingOnly });
    expect(refused(decodeCourseScheduleQuery({ type: "past", page: "0" }))).toEqual({ type: LIST_TEXTS.upcomingOnly, page: LIST_TEXTS.page });
    expect(refused(decodeCourseScheduleQuery({ delivery: "bus" }))).toEqual({ delivery: LIST_TEXTS.delivery });
  });

  it("given group=true, then the group's sessions; without it, one trainer's", () => {
    expect(decoded(decodeAvailableSessionsQuery({ group: "true" }))).toEqual({ group: true });
    expect(decoded(decodeAvailableSessionsQuery({}))).toEqual({ group: false });
    expect(refused(decodeAvailableSessionsQuery({ group: "yes" }))).toEqual({ group: LIST_TEXTS.trueOrFalse });
  });
});

describe("the programme's date", () => {
  it("is the UK calendar date, so a session today stays upcoming until UK midnight", () => {
    expect(programmeDate(new Date("2026-07-01T23:30:00Z"))).toBe("2026-07-02");
    expect(programmeDate(new Date("2026-01-01T23:30:00Z"))).toBe("2026-01-01");
  });
});
