import { useQuery } from "@tanstack/react-query";
import { materialCoursesContract, materialsContract, type Course } from "@wellbeing/domain";
import { callContract } from "../../api/client";
import { materialKeys } from "./materialKeys";

/** The courses the participant has sessions of (the course picker of §2.14). */
export const useMaterialCourses = () =>
  useQuery({ queryKey: materialKeys.courses, queryFn: () => callContract(materialCoursesContract) });

/** A course's cards, refetched when the participant's sessions or evaluations change (live). */
export const useCourseMaterials = (course: Course) =>
  useQuery({ queryKey: materialKeys.course(course), queryFn: () => callContract(materialsContract, { params: { course } }), retry: false });
