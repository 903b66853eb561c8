import { useQuery } from "@tanstack/react-query";
import { dashboardContract } from "@wellbeing/domain";
import { callContract } from "../../api/client";
import { queryKeys } from "../../api/queryKeys";

/** The 'Your Total Reach' figures (§2.6); pushed 'dashboard' changes refresh them. */
export const useDashboardStats = () =>
  useQuery({
    queryKey: queryKeys.dashboard,
    queryFn: () => callContract(dashboardContract, { body: {} }),
  });
