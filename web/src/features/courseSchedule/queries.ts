import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { courseScheduleContract, publicScheduleLeadsContract } from "@wellbeing/domain";
import { callContract } from "../../api/client";
import type { LiveTopic } from "../../api/liveTopics";
import type { ScheduleFilter } from "./types";

// Starts with the "sessions" topic: a session scheduled, edited or filled refreshes the schedule shown.
const topic = "sessions" satisfies LiveTopic;

export const courseScheduleKeys = {
  all: [topic, "courseSchedule"] as const,
  page: (search: string) => [topic, "courseSchedule", search] as const,
  leads: [topic, "courseSchedule", "leads"] as const,
};

const DELIVERY: Record<ScheduleFilter, string | null> = { all: null, online: "online", inPerson: "faceToFace" };

/** The query of a page of the public schedule (upcoming, soonest first). */
export const courseScheduleSearch = (page: number, filter: ScheduleFilter): URLSearchParams => {
  const search = new URLSearchParams({ page: String(page), type: "upcoming", sortAscending: "true" });
  const delivery = DELIVERY[filter];
  if (delivery) search.set("delivery", delivery);
  return search;
};

/** GET /api/course-schedule: a page of the public schedule. */
export const useCourseSchedule = (page: number, filter: ScheduleFilter) => {
  const search = courseScheduleSearch(page, filter);
  return useQuery({
    queryKey: courseScheduleKeys.page(search.toString()),
    queryFn: () => callContract(courseScheduleContract, { search }),
    placeholderData: keepPreviousData,
  });
};

/** The admin's list of local leads, with whether each one's sessions appear publicly. */
export const usePublicScheduleLeads = (enabled: boolean) =>
  useQuery({ queryKey: courseScheduleKeys.leads, queryFn: () => callContract(publicScheduleLeadsContract), enabled });
