import { useQuery } from "@tanstack/react-query";
import { api } from "../../api/client";
import { queryKeys } from "../../api/queryKeys";
import type { TrainerChoice } from "./sessionTypes";

/** The people the caller may choose as a session's trainers (a local lead: their group and themself). */
export const useTrainerChoices = () =>
  useQuery({
    queryKey: queryKeys.trainers,
    queryFn: () => api.get<{ trainers: ReadonlyArray<TrainerChoice> }>("/api/fetch-trainers"),
    select: (answer) => answer.trainers,
  });
