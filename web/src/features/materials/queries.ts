import { useQuery } from "@tanstack/react-query";
import { materialCoursesContract, materialsContract, type Course } from "@wellbeing/domain";
import { callContract } from "../../api/client";
import type { LiveTopic } from "../../api/liveTopics";

// Starts with "sessions": the live topic of roster changes, an evaluation recorded included.
const topic = "sessions" satisfies LiveTopic;

export const materialKeys = {
  courses: [topic, "materials"] as const,
  course: (course: Course) => [topic, "materials", course] as const,
};

/** The courses the participant has sessions of (the course picker of §2.14). */
export const useMaterialCourses = () => useQuery({ queryKey: materialKeys.courses, queryFn: () => callContract(materialCoursesContract) });

/** A course's cards, refetched when the participant's sessions or evaluations change (live). */
export const useCourseMaterials = (course: Course) =>
  useQuery({ queryKey: materialKeys.course(course), queryFn: () => callContract(materialsContract, { params: { course } }), retry: false });
