import { isGroupComplete, type FormState, type QuestionGroup } from "@wellbeing/domain";

/** Where a survey resumed from saved progress opens: the first group not finished yet (the last when every one is). */
export const resumeIndex = (groups: ReadonlyArray<QuestionGroup>, formState: FormState): number => {
  const unfinished = groups.findIndex((group) => !isGroupComplete(group, formState));
  return unfinished === -1 ? groups.length - 1 : unfinished;
};
