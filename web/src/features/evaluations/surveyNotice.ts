import type { Message } from "@wellbeing/domain";

// §8 'Sorry! you have to fill out another evaluation before this.': the survey the participant is sent
// to says why, from the navigation's state.

interface SurveyNotice {
  readonly message: Message;
  readonly explanation: Message | null;
}

const isMessage = (value: unknown): value is Message => typeof value === "object" && value !== null && typeof (value as { key?: unknown }).key === "string";

/** The notice a navigation carried, if it is one (history state is whatever the browser kept). */
export const surveyNoticeOf = (state: unknown): SurveyNotice | null => {
  const notice = typeof state === "object" && state !== null ? (state as { surveyNotice?: unknown }).surveyNotice : undefined;
  if (typeof notice !== "object" || notice === null) return null;
  const { message, explanation } = notice as { message?: unknown; explanation?: unknown };
  return isMessage(message) ? { message, explanation: isMessage(explanation) ? explanation : null } : null;
};
