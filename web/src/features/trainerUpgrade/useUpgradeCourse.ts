import type { Course } from "@wellbeing/domain";
import { useLocation } from "react-router-dom";
import { useAccount } from "../auth/queries";
import { courseOfNavigation } from "../evaluations/courseOfNavigation";

/** The course of the train-the-trainer route: the one the previous screen passed on (§2.18), else the pending step's. */
export const useUpgradeCourse = (): Course | null => {
  const fromNavigation = courseOfNavigation(useLocation().state);
  const pending = useAccount().nextUpgradeToTttStep;
  return fromNavigation ?? pending?.course ?? null;
};
