/** The evaluation survey (§2.15, §5, §6, §8): the specification's words where it gives them, then ours. */
export const survey = {
  title: "Evaluation",
  agree: "Agree",
  back: "Back",
  next: "Next",
  submitFeedback: "Submit Feedback",
  /** The completion indicator: the step among the visible question groups, and the completion rate. */
  step: "Step {step}/{total}",
  percentComplete: "{percent}% complete",
  importantInformation: "Important Information",
  whyAreYouAsking: "Why are you asking me these questions?",
  // §5, §6, §7 and §8, word for word.
  mustBeAnswered: "* this question must be answered",
  submitted: "Done! Thanks for submitting your feedback!",
  alreadySubmitted: "you've already submitted this evaluation.",
  fillAnotherFirst: "Sorry! you have to fill out another evaluation before this.",
  loggedInAsRole:
    "You are logged in as {role, select, admin {admin} localLead {local lead} trainer {trainer} superAdmin {super admin} other {staff}}, Log in or switch to your participant account to proceed",
  loadFailed: "Error!",
  submitFailed:
    "There was an error submitting your survey. Please check that you have answered all required questions and entered your correct PIN",
  // Ours: the specification describes these without giving the words.
  checkSessionDetails: "Please check that the session details below are the session you came to before you start.",
  preCourseFirst:
    "Please complete the pre-course evaluation first: it tells us where you started, so we can see what difference the course makes.",
  numberOutOfRange: "Enter a whole number from {min} to {max}",
  countNotANumber: "Enter a whole number, 0 or more",
  notAnOption: "Choose one of the options",
  rowNotRated: "Rate every row",
  moreThanPeopleSeen: "This can't be more than the number of people you saw who could benefit",
  notThisSessionsEvaluation: "This evaluation is not one of this session's",
  notInThisEvaluation: "This question is not part of this evaluation",
  tooManyAnswers: "Too many answers",
  tooManySubmissions: "Many evaluations were sent from here just now. Please try again later.",
  starsOf: "{stars} of 5 stars",
  noStars: "No stars",
  chooseAnOption: "Choose…",
  otherAnswerLabel: "Please tell us more",
  chooseOrganisationFirst: "Choose your organisation first",
  // Issue 24: a post-type evaluation is for the people registered for the session, once it has started.
  notRegisteredForSession: "This evaluation is for the people registered for this session. Please log in with the account you registered with.",
  notStartedYet: "This evaluation opens on the day the session starts.",
  // Issue 25: a survey link e-mailed to a person carries their token.
  linkNotValid: "This evaluation link is not valid. Please open the link from your e-mail again.",
} as const;
