import { useQuery } from "@tanstack/react-query";
import { staffHomeContract } from "@wellbeing/domain";
import { callContract } from "../../api/client";
import { queryKeys } from "../../api/queryKeys";

/** The staff home's next sessions, chart and 'what needs doing' (§2.6); pushed 'dashboard' changes refresh them, like the tiles. */
export const useStaffHome = () =>
  useQuery({
    queryKey: queryKeys.staffHome,
    queryFn: () => callContract(staffHomeContract),
  });
