import { NO_FILTERS, type SessionFilters, type SessionListType } from "@wellbeing/domain";

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

export const hasFilters = (filters: SessionFilters): boolean =>
  filters.localLeads.length + filters.trainers.length + filters.localAuthorities.length > 0 || filters.delivery !== null;

export { NO_FILTERS };
