import { useQuery } from "@tanstack/react-query";
import type { Stats } from "@wellbeing/domain";
import { api } from "../../api/client";
import { queryKeys } from "../../api/queryKeys";

/** The 'Your Total Reach' figures (§2.6); pushed 'dashboard' changes refresh them. */
export const useDashboardStats = () =>
  useQuery({
    queryKey: queryKeys.dashboard,
    queryFn: () => api.postQuery<Stats>("/api/all/dashboard", {}),
  });
