import type { TrainerChoiceAnswer } from "@wellbeing/domain";

// Who the admin's filter panel offers (§2.7): local leads under Local lead(s); under Trainer(s)
// everyone who delivers sessions, local leads who train included.

interface FilterChoice {
  readonly value: string;
  readonly label: string;
}

const toChoice = (person: TrainerChoiceAnswer): FilterChoice => ({ value: person.id, label: person.name });

export const localLeadChoices = (people: ReadonlyArray<TrainerChoiceAnswer>): ReadonlyArray<FilterChoice> =>
  people.filter((person) => person.role === "localLead").map(toChoice);

export const trainerFilterChoices = (people: ReadonlyArray<TrainerChoiceAnswer>): ReadonlyArray<FilterChoice> =>
  people.filter((person) => person.role === "trainer" || person.role === "localLead").map(toChoice);
