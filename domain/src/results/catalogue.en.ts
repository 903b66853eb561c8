// The results slice's English texts, a group per screen or concept (ICU MessageFormat). catalogue.cy.ts
// holds the same keys in Welsh: a text added here does not compile until it is in Welsh too.

/** The results pages (§2.16, §8): titles, the three accordions, the exports and their refusals. */
const results = {
  // Titles: a prefix by target, then the course and the view (§2.16).
  title_all: "All results",
  title_me: "Your results",
  title_myGroup: "My group's results",
  title_localLeadGroup: "{trainerName} group's results",
  title_trainer: "{trainerName}'s results",
  pageTitle: "{prefix}: {course} {view}",
  dataSince: "Data collected since registering on {date}",
  // Choosing the course first (/choose-course).
  chooseCourseIntro: "Choose the course whose results you want to see.",
  // Reach.
  reach: "Reach",
  confirmedParticipantsColumn: "Confirmed participants",
  surveyColumn: "Survey",
  responseRateColumn: "Response rate",
  notApplicable: "N.A",
  percent: "{value}%",
  modulesCaption: "Sessions and confirmed participants per module",
  surveysCaption: "Responses and response rate per survey",
  rateOverHundred:
    "You have surveys with a response rate over 100%. This is because you have had more responses than confirmed attendees. To fix this please update your sessions to have the correct number of people who attended",
  // Trainer feedback.
  trainerFeedback: "Trainer feedback",
  noTrainerFeedback: "No trainer feedback yet",
  theseResults: "These results",
  everyone: "Everyone",
  feedbackCaption: "{item} ({survey}): share of each answer",
  responsesCount: "{count, plural, one {# response} other {# responses}}",
  // Behavioural.
  behavioural: "Behavioural",
  noBehavioural: "No behavioural answers yet",
  measure_capability: "Capability",
  measure_opportunity: "Opportunity",
  measure_motivation: "Motivation",
  measure_behaviour: "Behaviour",
  measureColumn: "Measure",
  behaviouralCaption: "{conversation}: mean scores out of 100 (these results, everyone)",
  respondentsCount: "{count, plural, one {# respondent} other {# respondents}} ({everyone} in all)",
  conversation_wellbeing: "Talking with someone about their wellbeing",
  conversation_planning: "Helping someone plan small steps",
  conversation_support: "Pointing someone to other support",
  // Sessions view.
  sessionsShown: "Showing the latest {shown} of {count, plural, one {# session} other {# sessions}}",
  sessionsCaption: "{title}: sessions",
  // Exports.
  loading: "Loading results",
  // §8 refusals.
  trainerDataNotFound: "Error!, trainer data not found",
  // Request validation.
  chooseTarget: "Choose one of me, trainer, all, myGroup or localLeadGroup",
} as const;

export const en = { results } as const;
