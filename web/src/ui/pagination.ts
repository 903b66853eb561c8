/** How many pages `total` items fill, `pageSize` a page (at least one page). */
export const pageCount = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));

/**
 * The page buttons to show: the first, the last, and the current page with its neighbours; null
 * stands for a gap ("…"). Short ranges are shown whole.
 */
export const pageButtons = (current: number, pages: number): ReadonlyArray<number | null> => {
  if (pages <= 7) return Array.from({ length: pages }, (_, index) => index + 1);
  const wanted = new Set([1, pages, current - 1, current, current + 1].filter((page) => page >= 1 && page <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  return sorted.flatMap((page, index) => (index > 0 && page - sorted[index - 1]! > 1 ? [null, page] : [page]));
};
