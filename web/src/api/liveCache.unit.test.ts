import { QueryClient, QueryObserver, type QueryKey } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import {
  NO_FILTERS,
  RESULT_TOTALS_READ,
  SESSION_DETAILS_READ,
  dashboardContract,
  resultFiguresOf,
  staffHomeContract,
  type LiveFigure,
  type LiveMessage,
  type ResultTotals,
  type ResultsAnswer,
  type SessionDetailsAnswer,
  type Stats,
  type StaffHomeAnswer,
} from "@wellbeing/domain";
import { resultsKeys } from "../features/results/queries";
import { sessionKeys } from "../features/sessions/queries";
import { staffHomeKeys } from "../features/staffHome/queries";
import { LiveCache, decodeLiveMessage } from "./liveCache";

const tiles = (responseCount: number): Stats => ({ sessionCount: 3, participantCount: 4, responseCount, responseRate: responseCount * 25 });
const home = (responses: number): StaffHomeAnswer => ({
  nextSessions: [],
  responsesOverTime: [{ weekStart: "2026-11-23", responses }],
  toDo: [],
  responseRateOverFull: false,
});
const OTHER_DASHBOARD_READ = ["dashboard", "not pushed"] as const;
const SESSION_READ = ["sessions", "details", "s1"] as const;

const changed = (fields: Partial<Extract<LiveMessage, { type: "changed" }>>): LiveMessage => ({
  type: "changed",
  topics: ["dashboard"],
  position: "10.10",
  previous: { dashboard: null },
  figures: [],
  ...fields,
});
const pushedTiles = (responseCount: number) => ({ read: dashboardContract.path, answer: tiles(responseCount) });
const pushedHome = (responses: number) => ({ read: staffHomeContract.path, answer: home(responses) });

/** A cache with the staff home's two reads, another dashboard read and a session's details on screen, each counting its fetches. */
const screen = async () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const fetches = new Map<string, number>();
  const served = { responses: 1 };
  const watch = (key: QueryKey, answer: () => unknown) => {
    const observer = new QueryObserver(queryClient, {
      queryKey: key,
      queryFn: async () => {
        fetches.set(String(key), (fetches.get(String(key)) ?? 0) + 1);
        return answer();
      },
    });
    unsubscribers.push(observer.subscribe(() => undefined));
  };
  watch(staffHomeKeys.reach, () => tiles(served.responses));
  watch(staffHomeKeys.home, () => home(served.responses));
  watch(OTHER_DASHBOARD_READ, () => "other");
  watch(SESSION_READ, () => "session");
  await expect.poll(() => queryClient.isFetching()).toBe(0);
  fetches.clear();
  const fetchesOf = (key: QueryKey) => fetches.get(String(key)) ?? 0;
  return { queryClient, cache: new LiveCache(queryClient), fetchesOf, served };
};

const unsubscribers: Array<() => void> = [];
afterEach(() => {
  for (const unsubscribe of unsubscribers.splice(0)) unsubscribe();
});

describe("live messages: reading a frame", () => {
  it("reads a 'changed' message with its topics, position, previous positions and figures", () => {
    const frame = JSON.stringify({
      type: "changed",
      topics: ["sessions", "dashboard"],
      position: "817.28",
      previous: { sessions: "815.3", dashboard: null },
      figures: [pushedTiles(2)],
    });
    expect(decodeLiveMessage(frame)).toEqual(
      changed({ topics: ["sessions", "dashboard"], position: "817.28", previous: { sessions: "815.3", dashboard: null }, figures: [pushedTiles(2)] }),
    );
    expect(decodeLiveMessage('{"type":"missed","topics":["results"]}')).toEqual({ type: "missed", topics: ["results"] });
  });

  it("ignores anything else: not JSON, another type, a figure of a read it does not know, not text", () => {
    expect(decodeLiveMessage("not json")).toBeNull();
    expect(decodeLiveMessage('{"type":"hello"}')).toBeNull();
    expect(decodeLiveMessage(JSON.stringify(changed({ figures: [{ read: "/api/elsewhere", answer: {} } as never] })))).toBeNull();
    expect(decodeLiveMessage(new ArrayBuffer(2))).toBeNull();
  });
});

describe("live messages: into React Query's cache", () => {
  it("in order: the pushed answers are put in the cache and not fetched; the topic's other reads are refetched, other topics left alone", async () => {
    const { queryClient, cache, fetchesOf } = await screen();
    cache.opened();
    await expect.poll(() => queryClient.isFetching()).toBe(0);

    cache.receive(changed({ position: "10.10", previous: { dashboard: null }, figures: [pushedTiles(2), pushedHome(2)] }));
    cache.receive(changed({ position: "12.4", previous: { dashboard: "10.10" }, figures: [pushedTiles(3), pushedHome(3)] }));

    expect(queryClient.getQueryData(staffHomeKeys.reach)).toEqual(tiles(3));
    expect(queryClient.getQueryData(staffHomeKeys.home)).toEqual(home(3));
    await expect.poll(() => queryClient.isFetching()).toBe(0);
    expect(fetchesOf(staffHomeKeys.reach)).toBe(1);
    expect(fetchesOf(staffHomeKeys.home)).toBe(1);
    // Only the socket's opening fetched the pushed reads; the read no figure answers follows each message, as before.
    expect(fetchesOf(OTHER_DASHBOARD_READ)).toBe(3);
    expect(fetchesOf(SESSION_READ)).toBe(1);
  });

  it("a gap (a message this socket never got): the topic is refetched, not taken from the message", async () => {
    const { queryClient, cache, fetchesOf, served } = await screen();
    cache.receive(changed({ position: "10.10", previous: { dashboard: null }, figures: [pushedTiles(2)] }));
    served.responses = 5;
    cache.receive(changed({ position: "14.2", previous: { dashboard: "12.4" }, figures: [pushedTiles(5)] }));

    await expect.poll(() => queryClient.isFetching()).toBe(0);
    expect(fetchesOf(staffHomeKeys.reach)).toBe(1);
    expect(fetchesOf(staffHomeKeys.home)).toBe(2);
    expect(queryClient.getQueryData(staffHomeKeys.reach)).toEqual(tiles(5));
    // The chain goes on from the message that revealed the gap.
    cache.receive(changed({ position: "15.1", previous: { dashboard: "14.2" }, figures: [pushedTiles(6)] }));
    expect(queryClient.getQueryData(staffHomeKeys.reach)).toEqual(tiles(6));
    await expect.poll(() => queryClient.isFetching()).toBe(0);
    expect(fetchesOf(staffHomeKeys.reach)).toBe(1);
  });

  it("a gap in one topic refetches that topic only", async () => {
    const { queryClient, cache, fetchesOf } = await screen();
    cache.receive(changed({ topics: ["sessions", "dashboard"], position: "10.10", previous: { sessions: null, dashboard: null } }));
    cache.receive(
      changed({
        topics: ["sessions", "dashboard"],
        position: "11.1",
        previous: { sessions: "9.9", dashboard: "10.10" },
        figures: [pushedTiles(4), pushedHome(4)],
      }),
    );
    await expect.poll(() => queryClient.isFetching()).toBe(0);
    expect(fetchesOf(SESSION_READ)).toBe(2);
    // The first message carried no figures (its reads were refetched); the second's were taken as they came.
    expect(fetchesOf(staffHomeKeys.reach)).toBe(1);
    expect(queryClient.getQueryData(staffHomeKeys.reach)).toEqual(tiles(4));
  });

  it("the server's 'missed' refetches the topics it names, and its next message starts a new chain", async () => {
    const { queryClient, cache, fetchesOf } = await screen();
    cache.receive(changed({ position: "10.10", previous: { dashboard: null }, figures: [pushedTiles(2)] }));
    cache.receive({ type: "missed", topics: ["dashboard"] });
    await expect.poll(() => queryClient.isFetching()).toBe(0);
    expect(fetchesOf(staffHomeKeys.reach)).toBe(1);
    expect(fetchesOf(SESSION_READ)).toBe(0);
    cache.receive(changed({ position: "20.1", previous: { dashboard: null }, figures: [pushedTiles(7)] }));
    expect(queryClient.getQueryData(staffHomeKeys.reach)).toEqual(tiles(7));
    await expect.poll(() => queryClient.isFetching()).toBe(0);
    expect(fetchesOf(staffHomeKeys.reach)).toBe(1);
  });

  it("a pushed answer wins over a read of it in flight, and is not kept for a read no screen made", async () => {
    const { queryClient, cache } = await screen();
    void queryClient.invalidateQueries({ queryKey: staffHomeKeys.reach });
    expect(queryClient.isFetching({ queryKey: staffHomeKeys.reach })).toBe(1);
    cache.receive(changed({ position: "10.10", previous: { dashboard: null }, figures: [pushedTiles(9)] }));
    await expect.poll(() => queryClient.isFetching()).toBe(0);
    expect(queryClient.getQueryData(staffHomeKeys.reach)).toEqual(tiles(9));

    queryClient.removeQueries({ queryKey: staffHomeKeys.home });
    cache.receive(changed({ position: "11.1", previous: { dashboard: "10.10" }, figures: [pushedHome(9)] }));
    expect(queryClient.getQueryData(staffHomeKeys.home)).toBeUndefined();
  });
});

describe("live messages: results totals", () => {
  const totals = (responses: number): ResultTotals => ({
    reach: { groups: [{ modules: ["1"], sessions: 1, confirmedParticipants: 4 }], responses: { "pre-course": responses } },
    here: { scores: [], feedback: [] },
    everyone: { scores: [], feedback: [] },
  });
  const answer = (responses: number, sessions: ReadonlyArray<string>): ResultsAnswer => ({
    newSurveys: resultFiguresOf(totals(responses)),
    registrationDate: null,
    name: null,
    course: "C5",
    sessions: sessions.map((id) => ({ id }) as ResultsAnswer["sessions"][number]),
    sessionCount: sessions.length,
  });
  const pushed = (responses: number): LiveFigure => ({
    read: RESULT_TOTALS_READ,
    answer: { target: "me", userId: "tara", courses: [{ course: "C5", totals: totals(responses), changedSessions: ["s1"] }] },
  });

  it("recompute the viewer's own results screen without a fetch, and refetch a narrowed one counting the changed session", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const fetches = new Map<string, number>();
    const own = resultsKeys.of({ target: "me", userId: "tara", course: "C5", filters: NO_FILTERS });
    const narrowed = resultsKeys.of({ target: "me", userId: "tara", course: "C5", filters: { ...NO_FILTERS, delivery: "online" } });
    for (const key of [own, narrowed]) {
      const observer = new QueryObserver(queryClient, {
        queryKey: key,
        queryFn: async () => {
          fetches.set(JSON.stringify(key), (fetches.get(JSON.stringify(key)) ?? 0) + 1);
          return answer(1, ["s1"]);
        },
      });
      unsubscribers.push(observer.subscribe(() => undefined));
    }
    await expect.poll(() => queryClient.isFetching()).toBe(0);
    const cache = new LiveCache(queryClient);

    cache.receive(changed({ topics: ["results"], previous: { results: null }, figures: [pushed(3)] }));

    expect(queryClient.getQueryData<ResultsAnswer>(own)?.newSurveys).toEqual(resultFiguresOf(totals(3)));
    await expect.poll(() => queryClient.isFetching()).toBe(0);
    expect(fetches.get(JSON.stringify(own))).toBe(1);
    expect(fetches.get(JSON.stringify(narrowed))).toBe(2);
  });
});

describe("live messages: sessions' details", () => {
  it("a pushed session's details replace its cached read without a fetch; the topic's other reads, and other sessions', are refetched", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const fetches = new Map<string, number>();
    const details = (id: string, responses: number) => ({ id, responseCounts: { "pre-course": responses } }) as unknown as SessionDetailsAnswer;
    const keys = [sessionKeys.details("s1"), sessionKeys.details("s2"), ["sessions", "roster", "s1"]];
    for (const key of keys) {
      const observer = new QueryObserver(queryClient, {
        queryKey: key,
        queryFn: async () => {
          fetches.set(JSON.stringify(key), (fetches.get(JSON.stringify(key)) ?? 0) + 1);
          return details(String(key[2]), 0);
        },
      });
      unsubscribers.push(observer.subscribe(() => undefined));
    }
    await expect.poll(() => queryClient.isFetching()).toBe(0);

    new LiveCache(queryClient).receive(
      changed({ topics: ["sessions"], previous: { sessions: null }, figures: [{ read: SESSION_DETAILS_READ, answer: [details("s1", 1)] }] }),
    );

    expect(queryClient.getQueryData(sessionKeys.details("s1"))).toEqual(details("s1", 1));
    await expect.poll(() => queryClient.isFetching()).toBe(0);
    expect(keys.map((key) => fetches.get(JSON.stringify(key)))).toEqual([1, 2, 2]);
  });
});
