import { CONVERSATIONS, PEOPLE_SEEN } from "../evaluations/questionnaires/v1/behaviour";

// The behavioural results (§2.16 Behavioural): for each kind of conversation, one respondent's
// capability, opportunity and motivation (from the 0–5 star statements) and behaviour (from the
// last week's counts), each on a 0–100 scale. A 0 answer is a real answer, never a missing one.

/** The kinds of conversation, in the questionnaire's order (a tuple, so schemas can list them). */
type IdsOf<T extends ReadonlyArray<{ readonly id: string }>> = { readonly [K in keyof T]: T[K] extends { readonly id: infer Id } ? Id : never };
export const CONVERSATION_TYPES = CONVERSATIONS.map((conversation) => conversation.id) as unknown as IdsOf<typeof CONVERSATIONS>;
export type ConversationType = (typeof CONVERSATION_TYPES)[number];

export const BEHAVIOURAL_MEASURES = ["capability", "opportunity", "motivation", "behaviour"] as const;
export type BehaviouralMeasure = (typeof BEHAVIOURAL_MEASURES)[number];

/** One respondent's scores for one kind of conversation; null where they gave no answer to build it from. */
type BehaviouralScores = Readonly<Record<BehaviouralMeasure, number | null>>;

/** Capability = (knowledge + skill) × 10. */
export const capabilityScore = (knowledge: number, skill: number): number => (knowledge + skill) * 10;

/** Opportunity = (colleagues' support + employer's support + time) × 2/3 × 10. */
export const opportunityScore = (colleagues: number, employer: number, time: number): number => ((colleagues + employer + time) * 20) / 3;

/** Motivation = (habit + expected outcome + confidence + role) × 5. */
export const motivationScore = (habit: number, expectedOutcome: number, confidence: number, role: number): number =>
  (habit + expectedOutcome + confidence + role) * 5;

/** Behaviour = conversations ÷ people seen × 100; nobody seen gives no share (0 ÷ 0), not 0 %. */
export const behaviourScore = (conversations: number, peopleSeen: number): number | null => (peopleSeen === 0 ? null : (conversations / peopleSeen) * 100);

const numberAt = (answers: Readonly<Record<string, unknown>>, code: string): number | null => {
  const value = answers[code];
  return typeof value === "number" && Number.isFinite(value) ? value : null;
};

/** `formula` of the answers to `codes`, or null when any of them is not a number. */
const scoreOf = <Args extends number[]>(
  answers: Readonly<Record<string, unknown>>,
  codes: { [K in keyof Args]: string },
  formula: (...values: Args) => number | null,
) => {
  const values = codes.map((code) => numberAt(answers, code));
  return values.every((value): value is number => value !== null) ? formula(...(values as Args)) : null;
};

/** A response's scores for one kind of conversation (question codes of questionnaire v1's behaviour and statement groups). */
export const behaviouralScores = (answers: Readonly<Record<string, unknown>>, conversation: ConversationType): BehaviouralScores => {
  const statement = (name: string) => `statements.${conversation}.${name}`;
  return {
    capability: scoreOf<[number, number]>(answers, [statement("knowledge"), statement("skill")], capabilityScore),
    opportunity: scoreOf<[number, number, number]>(
      answers,
      [statement("colleaguesSupport"), statement("employerSupport"), statement("time")],
      opportunityScore,
    ),
    motivation: scoreOf<[number, number, number, number]>(
      answers,
      [statement("habit"), statement("expectedOutcome"), statement("confidence"), statement("role")],
      motivationScore,
    ),
    behaviour: scoreOf<[number, number]>(answers, [`behaviour.${conversation}`, PEOPLE_SEEN], behaviourScore),
  };
};

/** Whether a response holds any behavioural answer (pre-course and the follow-ups do; the post surveys don't). */
export const hasBehaviouralScores = (scores: BehaviouralScores): boolean => BEHAVIOURAL_MEASURES.some((measure) => scores[measure] !== null);

/** The mean of the values given (nulls are no answer), or null when there are none. */
export const meanOf = (values: ReadonlyArray<number | null>): number | null => {
  const given = values.filter((value): value is number => value !== null);
  return given.length === 0 ? null : given.reduce((sum, value) => sum + value, 0) / given.length;
};

/** A score as shown: one decimal place. */
export const roundScore = (value: number | null): number | null => (value === null ? null : Math.round(value * 10) / 10);
