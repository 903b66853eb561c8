import type { MessageKey } from "../../../i18n/translate";
import { count, group, star } from "../../questionBuilders";

// Behaviour in the last week, then the capability, opportunity and motivation statements for each of
// the three kinds of conversation the course teaches (version 1).

export const PEOPLE_SEEN = "behaviour.peopleSeen";

/** The kinds of conversation, each with its count question and its statements' page. */
export const CONVERSATIONS = [
  { id: "wellbeing", count: "behaviourQuestions.talkedAboutWellbeing", group: "surveyGroups.conversationsWellbeing" },
  { id: "planning", count: "behaviourQuestions.helpedPlanSteps", group: "surveyGroups.conversationsPlanning" },
  { id: "support", count: "behaviourQuestions.pointedToSupport", group: "surveyGroups.conversationsSupport" },
] as const satisfies ReadonlyArray<{ id: string; count: MessageKey; group: MessageKey }>;

/** Capability (knowledge, skill), motivation (habit, expected outcome, confidence), opportunity (support, time, role). */
const STATEMENTS = ["knowledge", "skill", "habit", "expectedOutcome", "confidence", "colleaguesSupport", "employerSupport", "time", "role"] as const;

export const behaviourGroup = group("behaviour", 20, "surveyGroups.behaviour", "surveyGroups.behaviourIntro", [
  count(PEOPLE_SEEN, "behaviourQuestions.peopleSeen", null, { helperText: "surveyScales.countHelp" }),
  ...CONVERSATIONS.map((conversation) =>
    count(`behaviour.${conversation.id}`, conversation.count, PEOPLE_SEEN, { helperText: "behaviourQuestions.notMoreThanPeopleSeen" }),
  ),
]);

export const statementGroups = CONVERSATIONS.map((conversation, index) =>
  group(
    `statements.${conversation.id}`,
    30 + index,
    conversation.group,
    "surveyGroups.statementsIntro",
    STATEMENTS.map((statement) => star(`statements.${conversation.id}.${statement}`, `behaviourQuestions.${statement}`)),
  ),
);
