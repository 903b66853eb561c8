import { useQuery } from "@tanstack/react-query";
import { trainerChoicesContract } from "@wellbeing/domain";
import { callContract } from "../../api/client";
import { queryKeys } from "../../api/queryKeys";

/** The people the caller may choose as a session's trainers (a local lead: their group and themself). */
export const useTrainerChoices = () =>
  useQuery({
    queryKey: queryKeys.trainers,
    queryFn: () => callContract(trainerChoicesContract),
    select: (answer) => answer.trainers,
  });
