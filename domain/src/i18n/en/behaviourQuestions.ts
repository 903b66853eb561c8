/** Behaviour in the last week, and the capability, opportunity and motivation statements (ours). */
export const behaviourQuestions = {
  peopleSeen: "In the last week, how many people did you meet through your work who could have benefited from a conversation about their wellbeing?",
  talkedAboutWellbeing: "Of those people, how many did you talk with about their wellbeing?",
  helpedPlanSteps: "Of those people, how many did you help to plan small steps to look after their wellbeing?",
  pointedToSupport: "Of those people, how many did you point towards other support that could help them?",
  notMoreThanPeopleSeen: "This can't be more than the number of people in the first question.",
  // The statements, asked for each kind of conversation (the group names the kind).
  knowledge: "I know enough to have this kind of conversation.",
  skill: "I have the skills to have this kind of conversation well.",
  habit: "This kind of conversation is something I do without having to think about it.",
  expectedOutcome: "This kind of conversation makes a real difference to the people I have it with.",
  confidence: "I feel confident having this kind of conversation.",
  colleaguesSupport: "The people I work with support me to have this kind of conversation.",
  employerSupport: "My employer supports me to have this kind of conversation.",
  time: "I have enough time in my working day for this kind of conversation.",
  role: "This kind of conversation is part of my role.",
} as const;
