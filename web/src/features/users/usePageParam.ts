import { useSearchParams } from "react-router-dom";

/** The list page kept in the address (?page=2), so reload and Back keep it; 1 when absent or wrong. */
export const usePageParam = (): [number, (page: number) => void] => {
  const [search, setSearch] = useSearchParams();
  const asked = Number(search.get("page"));
  const page = Number.isInteger(asked) && asked >= 1 ? asked : 1;
  const setPage = (next: number) =>
    setSearch((current) => {
      const params = new URLSearchParams(current);
      if (next <= 1) params.delete("page");
      else params.set("page", String(next));
      return params;
    });
  return [page, setPage];
};
