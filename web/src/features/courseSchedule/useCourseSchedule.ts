import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { choosePublicLeadsContract, courseScheduleContract, publicScheduleLeadsContract } from "@wellbeing/domain";
import { callContract } from "../../api/client";
import type { ScheduleFilter } from "./courseScheduleTypes";

const DELIVERY: Record<ScheduleFilter, string | null> = { all: null, online: "online", inPerson: "faceToFace" };

/** GET /api/course-schedule: a page of the public schedule (upcoming, soonest first). */
export const useCourseSchedule = (page: number, filter: ScheduleFilter) => {
  const search = new URLSearchParams({ page: String(page), type: "upcoming", sortAscending: "true" });
  const delivery = DELIVERY[filter];
  if (delivery) search.set("delivery", delivery);
  return useQuery({
    queryKey: ["sessions", "courseSchedule", search.toString()] as const,
    queryFn: () => callContract(courseScheduleContract, { search }),
    placeholderData: keepPreviousData,
  });
};

const leadsKey = ["sessions", "courseSchedule", "leads"] as const;

/** The admin's list of local leads, with whether each one's sessions appear publicly. */
export const usePublicScheduleLeads = (enabled: boolean) =>
  useQuery({ queryKey: leadsKey, queryFn: () => callContract(publicScheduleLeadsContract), enabled });

/** POST /api/course-schedule/leads; the schedule and the lead list are read again (after the write). */
export const useChoosePublicLeads = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (leads: ReadonlyArray<string>) => callContract(choosePublicLeadsContract, { body: { leads } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["sessions", "courseSchedule"] }),
  });
};
