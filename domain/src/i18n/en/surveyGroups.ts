/** The question groups of the evaluation questionnaires (§2.15): their names and what each asks about (ours). */
export const surveyGroups = {
  demographic: "About you",
  demographicIntro: "We ask these once. They help us see who the course reaches.",
  behaviour: "Behavioural Insights",
  behaviourIntro: "Think about the last week at work.",
  conversationsWellbeing: "Behavioural Insights: talking with someone about their wellbeing",
  conversationsPlanning: "Behavioural Insights: helping someone plan small steps",
  conversationsSupport: "Behavioural Insights: pointing someone to other support",
  statementsIntro: "How much do you agree with each statement? 0 stars means not at all, 5 stars means completely.",
  expectedBehaviour: "Looking ahead",
  aboutYourTrainer: "About your trainer",
  sessionOverall: "The session overall",
  teachingHabits: "Train the Trainer feedback",
  expectedTeaching: "Delivering the course",
  courseOverall: "The course overall",
} as const;
