import type { SessionFilters, SessionListType } from "@wellbeing/domain";
import { useSearchParams } from "react-router-dom";
import { filtersIn, withFilters } from "./listSearch";

const pageIn = (search: URLSearchParams): number => {
  const asked = Number(search.get("page"));
  return Number.isInteger(asked) && asked >= 1 ? asked : 1;
};

const typeIn = (search: URLSearchParams): SessionListType => (search.get("type") === "all" ? "all" : "upcoming");

/** The address on this page (page 1 is said by saying nothing). */
const withPage = (params: URLSearchParams, page: number): URLSearchParams => {
  if (page > 1) params.set("page", String(page));
  else params.delete("page");
  return params;
};

/**
 * The address as it is now, not as last drawn: React Router hands a functional update the search
 * it rendered with, so a second quick change would otherwise undo the first.
 */
const latestSearch = () => new URLSearchParams(window.location.search);

/** The list's page, upcoming/all choice and filters, kept in the address so reload and Back keep them. */
export const useListParams = () => {
  const [search, setSearch] = useSearchParams();
  const change = (next: (params: URLSearchParams) => URLSearchParams) => setSearch(() => next(latestSearch()));
  return {
    page: pageIn(search),
    type: typeIn(search),
    filters: filtersIn(search),
    setPage: (page: number) => change((params) => withPage(params, page)),
    // Choosing upcoming or all starts again at page 1 (§2.7).
    setType: (type: SessionListType) =>
      change((params) => {
        if (type === "all") params.set("type", "all");
        else params.delete("type");
        return withPage(params, 1);
      }),
    // New filters start again at page 1 (§2.7).
    setFilters: (changes: Partial<SessionFilters>) => change((params) => withPage(withFilters(params, { ...filtersIn(params), ...changes }), 1)),
  };
};
