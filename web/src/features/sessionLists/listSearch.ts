import { Either } from "effect";
import { NO_FILTERS, decodeSessionFilters, type SessionFilters, type SessionListType } from "@wellbeing/domain";

export interface ListRequest {
  readonly page: number;
  readonly type: SessionListType;
  readonly filters: SessionFilters;
  /** The second column variant leaves out Trainer Upskill sessions (§2.7). */
  readonly hideTrainerUpskill: boolean;
}

/** The filters as query parameters, repeated for several values (the server's list decoding reads them back). */
export const appendFilters = (search: URLSearchParams, filters: Partial<SessionFilters>): URLSearchParams => {
  filters.localLeads?.forEach((id) => search.append("localLeads", id));
  filters.trainers?.forEach((id) => search.append("trainers", id));
  filters.localAuthorities?.forEach((authority) => search.append("localAuthorities", authority));
  if (filters.delivery) search.set("delivery", filters.delivery);
  return search;
};

/** A list request's query string: upcoming lists soonest first, the full list newest first (§2.7). */
export const listSearch = (request: ListRequest): string => {
  const search = new URLSearchParams({ page: String(request.page), type: request.type, sortAscending: String(request.type === "upcoming") });
  if (request.hideTrainerUpskill) search.set("hideTrainerUpskill", "true");
  return appendFilters(search, request.filters).toString();
};

const FILTER_LISTS = ["localLeads", "trainers", "localAuthorities"] as const;

/** The filters an address carries (as appendFilters writes them); none when it carries unreadable ones. */
export const filtersIn = (search: URLSearchParams): SessionFilters => {
  const raw: Record<string, unknown> = Object.fromEntries(FILTER_LISTS.map((name) => [name, search.getAll(name)]));
  const delivery = search.get("delivery");
  if (delivery) raw.delivery = delivery;
  return Either.getOrElse(decodeSessionFilters(raw), () => NO_FILTERS);
};

/** The address with these filters in place of the ones it had. */
export const withFilters = (search: URLSearchParams, filters: SessionFilters): URLSearchParams => {
  const next = new URLSearchParams(search);
  for (const name of [...FILTER_LISTS, "delivery"]) next.delete(name);
  return appendFilters(next, filters);
};

export const hasFilters = (filters: SessionFilters): boolean =>
  filters.localLeads.length + filters.trainers.length + filters.localAuthorities.length > 0 || filters.delivery !== null;

export { NO_FILTERS };
