import { useQuery } from "@tanstack/react-query";
import { dashboardContract, staffHomeContract } from "@wellbeing/domain";
import { callContract } from "../../api/client";
import type { LiveTopic } from "../../api/liveTopics";

// Both reads start with the "dashboard" topic: a session, an attendee, a response or a staff change refreshes the home live.
const topic = "dashboard" satisfies LiveTopic;

export const staffHomeKeys = {
  all: [topic] as const,
  reach: [topic, "reach"] as const,
  home: [topic, "home"] as const,
};

/** The 'Your Total Reach' figures (§2.6). */
export const useReachFigures = () =>
  useQuery({
    queryKey: staffHomeKeys.reach,
    queryFn: () => callContract(dashboardContract, { body: {} }),
  });

/** The staff home's next sessions, chart and 'what needs doing' (§2.6). */
export const useStaffHome = () =>
  useQuery({
    queryKey: staffHomeKeys.home,
    queryFn: () => callContract(staffHomeContract),
  });
