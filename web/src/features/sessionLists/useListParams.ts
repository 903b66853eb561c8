import type { SessionFilters, SessionListType } from "@wellbeing/domain";
import { useSearchParams } from "react-router-dom";
import { filtersIn, withFilters } from "./listSearch";

/** The list's page, upcoming/all choice and filters, kept in the address so reload and Back keep them. */
export const useListParams = () => {
  const [search, setSearch] = useSearchParams();
  const filters = filtersIn(search);
  const asked = Number(search.get("page"));
  const page = Number.isInteger(asked) && asked >= 1 ? asked : 1;
  const type: SessionListType = search.get("type") === "all" ? "all" : "upcoming";
  const update = (changes: { page?: number; type?: SessionListType }) =>
    setSearch((current) => {
      const params = new URLSearchParams(current);
      const nextType = changes.type ?? type;
      // Choosing upcoming or all starts again at page 1 (§2.7).
      const nextPage = changes.type !== undefined ? 1 : (changes.page ?? page);
      if (nextType === "all") params.set("type", "all");
      else params.delete("type");
      if (nextPage > 1) params.set("page", String(nextPage));
      else params.delete("page");
      return params;
    });
  return {
    page,
    type,
    filters,
    setPage: (next: number) => update({ page: next }),
    setType: (next: SessionListType) => update({ type: next }),
    // A new first page (§2.7), merged into the address as it is now, not as last drawn: a second quick change must not undo the first.
    setFilters: (changes: Partial<SessionFilters>) =>
      setSearch(() => {
        const current = new URLSearchParams(window.location.search);
        const params = withFilters(current, { ...filtersIn(current), ...changes });
        params.delete("page");
        return params;
      }),
  };
};
