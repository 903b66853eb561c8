import type { QueryKey } from "@tanstack/react-query";
import {
  authUserContract,
  courseScheduleContract,
  dashboardContract,
  isAdminLevel,
  localLeadRequestsContract,
  staffHomeContract,
  type AuthUser,
  type RouteKey,
} from "@wellbeing/domain";
import { pathOf, type AnyContract } from "../api/client";
import { authKeys } from "../features/auth/queries";
import { courseScheduleKeys, courseScheduleSearch } from "../features/courseSchedule/queries";
import { scheduleViewOf } from "../features/courseSchedule/scheduleView";
import { staffHomeKeys } from "../features/staffHome/queries";
import { localLeadRequestKeys } from "../features/trainerUpgrade/queries";

// What a page rendered per request (web/src/app/serverRender.tsx) asks the API for, under the query keys its
// screens read: the server fetches them with the visitor's cookie and embeds the answers; the entry puts them in
// React Query's cache before hydrating (firstAnswers.ts), so the screen's first render is the server's.

/** The contracts of the reads a page rendered per request may embed, by a name the page carries. */
export const FIRST_READ_CONTRACTS = {
  auth: authUserContract,
  courseSchedule: courseScheduleContract,
  reach: dashboardContract,
  staffHome: staffHomeContract,
  localLeadRequests: localLeadRequestsContract,
} satisfies Record<string, AnyContract>;

export type FirstReadName = keyof typeof FIRST_READ_CONTRACTS;

/** One read: its contract's name, the cache entry it fills and the request that answers it. */
export interface FirstRead {
  readonly read: FirstReadName;
  readonly queryKey: QueryKey;
  readonly url: string;
  readonly body?: unknown;
}

const readOf = (read: FirstReadName, queryKey: QueryKey, search = ""): FirstRead => {
  const contract: AnyContract = FIRST_READ_CONTRACTS[read];
  return { read, queryKey, url: search === "" ? pathOf(contract) : `${pathOf(contract)}?${search}`, body: contract.method === "POST" ? {} : undefined };
};

/** Who the visitor is: the first read of every page, the guard's. */
export const AUTH_READ = readOf("auth", authKeys.me);

/** The pages rendered per request, and what each one's first screen reads for a visitor who may see it. */
export const SERVER_RENDERED: Partial<Record<RouteKey, (search: URLSearchParams, visitor: AuthUser) => ReadonlyArray<FirstRead>>> = {
  courseSchedule: (search) => {
    const { page, filter } = scheduleViewOf(search);
    const query = courseScheduleSearch(page, filter).toString();
    return [readOf("courseSchedule", courseScheduleKeys.page(query), query)];
  },
  dashboard: (_search, visitor) => [
    readOf("reach", staffHomeKeys.reach),
    readOf("staffHome", staffHomeKeys.home),
    // An admin's 'what needs doing' leads with the requests for a local lead account waiting for them.
    ...(visitor.isAuthenticated && visitor.role && isAdminLevel(visitor.role) ? [readOf("localLeadRequests", localLeadRequestKeys.all)] : []),
  ],
};

/** An answer as the page carries it: the read's name, its cache entry and the answer as the API encoded it. */
export interface FirstAnswer {
  readonly read: FirstReadName;
  readonly queryKey: QueryKey;
  readonly answer: unknown;
}
