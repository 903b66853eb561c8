import type { TrainerChoiceAnswer, Translate } from "@wellbeing/domain";
import type { Choice } from "../../ui/SearchableSelect";

/** The caller appears as '(Me)' (§2.9); the list reads alphabetically. */
export const toTrainerChoices = (trainers: ReadonlyArray<TrainerChoiceAnswer>, t: Translate): ReadonlyArray<Choice> =>
  [...trainers]
    .sort((a, b) => a.name.localeCompare(b.name, "en-GB"))
    .map((trainer) => ({ value: trainer.id, label: trainer.isMe ? t("ui.me", { name: trainer.name }) : trainer.name }));

/** An edited session's trainers stay choosable even when the editor could not pick them (another group's, say). */
export const withCurrentTrainers = (
  choices: ReadonlyArray<Choice>,
  current: ReadonlyArray<{ readonly id: string; readonly name: string | null }>,
  t: Translate,
): ReadonlyArray<Choice> => [
  ...choices,
  ...current
    .filter((trainer) => !choices.some((choice) => choice.value === trainer.id))
    .map((trainer) => ({ value: trainer.id, label: trainer.name ?? t("session.erasedTrainer") })),
];

/** Trainer 2 may be anyone but trainer 1, or nobody. */
export const secondTrainerChoices = (choices: ReadonlyArray<Choice>, firstTrainer: string, t: Translate): ReadonlyArray<Choice> => [
  { value: "", label: t("session.noSecondTrainer") },
  ...choices.filter((choice) => choice.value !== firstTrainer),
];
