import type { Page } from "playwright-core";
import type { QuestionGroup, Translate } from "@wellbeing/domain";
import { completeForm } from "@wellbeing/domain/evaluations/testFixtures";

/**
 * Answers every question of the group on screen validly (the domain's complete form: the first plain
 * option, the middle of each scale), through the controls a person uses, found by their words in the
 * language on screen. Blueprint draws over its radio buttons and check boxes: they are clicked through.
 */
export const answerGroup = async (page: Page, t: Translate, group: QuestionGroup) => {
  const form = completeForm([group]);
  for (const question of group.questions) {
    const answer = form[question.code]!.answer;
    const field = page.getByLabel(t(question.text), { exact: true });
    const choices = page.getByRole("radiogroup", { name: t(question.text), exact: true });
    switch (question.kind) {
      case "zeroToTen":
      case "count":
      case "text":
        await field.fill(String(answer));
        break;
      case "dropdown":
      case "dependentDropdown":
        await field.selectOption(String(answer));
        break;
      case "star":
        await choices.getByRole("radio", { name: t("survey.starsOf", { stars: Number(answer) }) }).check({ force: true });
        break;
      case "singleChoice":
        await choices.getByRole("radio", { name: t(question.options.find((option) => option.value === answer)!.label), exact: true }).check({ force: true });
        break;
      case "multipleChoice":
        for (const chosen of answer as ReadonlyArray<string>) {
          await page.getByRole("checkbox", { name: t(question.options.find((option) => option.value === chosen)!.label), exact: true }).check({ force: true });
        }
        break;
      case "matrix":
        for (const [row, rating] of Object.entries(answer as Readonly<Record<string, string>>)) {
          const rowLabel = t(question.rows.find((candidate) => candidate.value === row)!.label);
          const ratingLabel = t(question.rateLabels.find((candidate) => candidate.value === rating)!.label);
          await page.getByRole("radio", { name: `${rowLabel} ${ratingLabel}`, exact: true }).check({ force: true });
        }
        break;
    }
  }
};
