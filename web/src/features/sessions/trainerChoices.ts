import type { TrainerChoiceAnswer } from "@wellbeing/domain";
import type { Choice } from "../../ui/SearchableSelect";

/** The caller appears as '(Me)' (§2.9); the list reads alphabetically. */
export const toTrainerChoices = (trainers: ReadonlyArray<TrainerChoiceAnswer>): ReadonlyArray<Choice> =>
  [...trainers]
    .sort((a, b) => a.name.localeCompare(b.name, "en-GB"))
    .map((trainer) => ({ value: trainer.id, label: trainer.isMe ? `${trainer.name} (Me)` : trainer.name }));

/** An edited session's trainers stay choosable even when the editor could not pick them (another group's, say). */
export const withCurrentTrainers = (
  choices: ReadonlyArray<Choice>,
  current: ReadonlyArray<{ readonly id: string; readonly name: string | null }>,
): ReadonlyArray<Choice> => [
  ...choices,
  ...current.filter((trainer) => !choices.some((choice) => choice.value === trainer.id)).map((trainer) => ({ value: trainer.id, label: trainer.name ?? "Erased trainer" })),
];

export const NO_SECOND_TRAINER: Choice = { value: "", label: "No second trainer" };

/** Trainer 2 may be anyone but trainer 1, or nobody. */
export const secondTrainerChoices = (choices: ReadonlyArray<Choice>, firstTrainer: string): ReadonlyArray<Choice> => [
  NO_SECOND_TRAINER,
  ...choices.filter((choice) => choice.value !== firstTrainer),
];
