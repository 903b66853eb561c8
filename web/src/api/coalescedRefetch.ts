import type { InvalidateQueryFilters, QueryClient } from "@tanstack/react-query";

/**
 * Reads again what a change made stale, without cancelling a read already in flight. React Query's
 * default cancels it and starts over, so under a steady stream of changes every read is cut short and
 * the screen keeps its old answer. Here a read in flight finishes (its answer is shown), then runs once
 * more, because the change came after it started: at most one read per query at a time, and always one
 * after the last change.
 */
export class CoalescedRefetch {
  /** Queries changed while a read of them was in flight: read again once it ends. */
  private readonly again = new Set<string>();
  private readonly unsubscribe: () => void;

  constructor(private readonly queryClient: QueryClient) {
    this.unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      const { queryHash } = event.query;
      if (!this.again.has(queryHash)) return;
      if (event.type === "removed") this.again.delete(queryHash);
      else if (event.type === "updated" && event.query.state.fetchStatus === "idle") {
        this.again.delete(queryHash);
        void queryClient.invalidateQueries({ queryKey: event.query.queryKey, exact: true }, { cancelRefetch: false });
      }
    });
  }

  refetch(filters: InvalidateQueryFilters = {}): void {
    for (const query of this.queryClient.getQueryCache().findAll(filters)) {
      if (query.state.fetchStatus !== "idle") this.again.add(query.queryHash);
    }
    void this.queryClient.invalidateQueries(filters, { cancelRefetch: false });
  }

  dispose(): void {
    this.unsubscribe();
    this.again.clear();
  }
}
