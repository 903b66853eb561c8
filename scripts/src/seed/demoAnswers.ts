import { optionsOf, type AnswerValue, type FormState, type Question, type QuestionGroup } from "@wellbeing/domain";

// Answers for the demo's evaluation responses: valid for the questionnaire (the same rules the
// server judges them by), varied from one person to the next so the results pages have a spread
// to show, and the same on every run (a seeded sequence, no randomness).

/** A small deterministic sequence of whole numbers from a seed (a linear congruential generator). */
const sequence = (seed: number) => {
  let state = (seed * 2_654_435_761) % 4_294_967_296;
  return (below: number): number => {
    state = (state * 1_664_525 + 1_013_904_223) % 4_294_967_296;
    return Math.floor((state / 4_294_967_296) * below);
  };
};

const JOB_TITLES = ["Support worker", "Housing officer", "Youth worker", "Community nurse", "Teaching assistant", "Community connector", "Receptionist"];

/** The optional free texts a few people leave. */
const COMMENTS = ["The role play helped a lot.", "More time for questions, please.", "Good to hear how other services do it."];

const answerOf = (question: Question, formState: FormState, pick: (below: number) => number): AnswerValue | undefined => {
  // Options that need no free text and trigger no follow-up question.
  const plain = optionsOf(question, formState).filter((option) => !option.specify && !question.followUp?.ifAnswerIsOneOf.includes(option.value));
  const oneOf = <A>(choices: ReadonlyArray<A>): A => choices[pick(choices.length)]!;
  switch (question.kind) {
    case "zeroToTen":
      return 5 + pick(6);
    case "star":
      return 2 + pick(4);
    case "count": {
      if (question.atMost === null) return 6 + pick(15);
      const limit = formState[question.atMost]?.answer;
      return pick(Math.min(typeof limit === "number" ? limit : 0, 8) + 1);
    }
    case "singleChoice":
    case "dropdown":
    case "dependentDropdown":
      return plain.length > 0 ? oneOf(plain).value : undefined;
    case "multipleChoice":
      return plain.length > 0 ? [...new Set([oneOf(plain).value, oneOf(plain).value])] : undefined;
    case "matrix":
      // Mostly agreeing, now and then not: the last two rate labels, sometimes the one before.
      return Object.fromEntries(
        question.rows.map((row) => [
          row.value,
          question.rateLabels[Math.max(0, question.rateLabels.length - 1 - pick(question.rateLabels.length > 2 ? 3 : 2))]!.value,
        ]),
      );
    case "text":
      if (question.required) return oneOf(JOB_TITLES);
      return pick(3) === 0 ? oneOf(COMMENTS) : undefined;
  }
};

/** A complete, valid form over these groups for one demo person (`seed` varies the answers). */
export const demoAnswers = (groups: ReadonlyArray<QuestionGroup>, seed: number): FormState => {
  const pick = sequence(seed + 1);
  let formState: FormState = {};
  for (const question of groups.flatMap((group) => group.questions)) {
    const answer = answerOf(question, formState, pick);
    if (answer !== undefined) formState = { ...formState, [question.code]: { answer, otherAnswer: null } };
  }
  return formState;
};
