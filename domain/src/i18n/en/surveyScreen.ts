/** The survey screen's own words (§2.15, §2.18): the confirmation page, the group pages, the 'why' dialog, the thank-you pages. Ours where the specification gives none. */
export const surveyScreen = {
  // The confirmation page.
  /** The evaluation the funder notice names (session.fundedEvaluationNotice), by survey type. */
  "evaluationName_pre-course": "pre-course evaluation",
  evaluationName_post: "post-session evaluation",
  "evaluationName_post-train-the-trainer": "Train the Trainer evaluation",
  "evaluationName_post-trainer-upskill": "Trainer Upskill evaluation",
  "evaluationName_3-months-follow-up": "3-month follow-up evaluation",
  "evaluationName_6-months-follow-up": "6-month follow-up evaluation",
  researchTitle: "How we use your answers",
  researchNotice:
    "Your answers are anonymous: no one sees them next to your name or e-mail address. The programme's funders receive the anonymised answers, and researchers may study them to learn what difference the course makes. Choose Agree to let your answers be used for research too.",
  continueWithoutResearch: "Continue without research use",
  continueWithoutResearchHint: "You can still give your feedback: it will be used to improve the course, not for research.",
  // The group pages.
  completion: "Completion",
  answerPreviousFirst: "Answer the question before this one first",
  redirectedTitle: "Another evaluation first",
  // The 'Why are you asking me these questions?' dialog.
  whyIntro:
    "The course is funded to help people have better conversations about wellbeing. These questions show us whether it does, and what helps or gets in the way.",
  whyVideo: "Watch the short video: why we ask",
  whyBehaviourTitle: "Why ask about last week?",
  whyBehaviourText:
    "Counting the conversations you had in a normal week gives us a starting point. Asking the same questions again after the course, and 3 and 6 months later, shows whether anything changed.",
  whyStatementsTitle: "Why all the statements about knowledge, time and support?",
  whyStatementsText:
    "People change what they do when they are able to, have the chance to and want to. The statements measure each of these, so we can see which part of the course works and where people need more help from their employers.",
  whyAnonymousTitle: "Who sees my answers?",
  whyAnonymousText:
    "Your answers are kept under a code, never next to your name or e-mail address. Trainers and funders only see answers added together or without names.",
  // The thank-you pages (§2.18).
  thankYouTitle: "Thank you",
  thankYouText: "Your feedback has been recorded. Your course materials are waiting for you.",
  trainerThankYouText: "Thank you for completing the Train the Trainer evaluation. Download your trainer certificate here.",
  goToMyDashboard: "Go to my dashboard",
} as const;
