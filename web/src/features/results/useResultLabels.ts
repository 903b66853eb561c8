import { TRAINER_FEEDBACK_ITEMS, type BehaviouralMeasure, type SurveyType } from "@wellbeing/domain";
import { useLanguage } from "../../i18n/useT";

/** The results' names and figures in the language on screen. */
export const useResultLabels = () => {
  const { t, language } = useLanguage();
  const number = new Intl.NumberFormat(`${language}-GB`, { maximumFractionDigits: 1 });
  const feedbackItem = (item: string) => TRAINER_FEEDBACK_ITEMS.find((each) => each.item === item);
  return {
    surveyLabel: (surveyType: SurveyType) => t(`session.surveyLink_${surveyType}`),
    measureLabel: (measure: BehaviouralMeasure) => t(`results.measure_${measure}`),
    /** A percentage, or 'N.A' when there is none (no attendees). */
    rateText: (rate: number | null) => (rate === null ? t("results.notApplicable") : t("results.percent", { value: number.format(rate) })),
    /** A 0–100 mean score, or 'N.A' when nobody gave one. */
    scoreText: (score: number | null) => (score === null ? t("results.notApplicable") : number.format(score)),
    feedbackItemLabel: (item: string) => {
      const known = feedbackItem(item);
      return known ? t(known.label) : item;
    },
    feedbackAnswerLabel: (item: string, answer: string) => {
      const label = feedbackItem(item)?.answers.find((each) => each.value === answer)?.label;
      return label ? t(label) : answer;
    },
  };
};
