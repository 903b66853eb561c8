// The evaluations slice's English texts, a group per screen or concept (ICU MessageFormat). catalogue.cy.ts
// holds the same keys in Welsh: a text added here does not compile until it is in Welsh too.

/** The evaluation survey (§2.15, §5, §6, §8): the specification's words where it gives them, then ours. */
const survey = {
  agree: "Agree",
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
  submitFailed: "There was an error submitting your survey. Please check that you have answered all required questions and entered your correct PIN",
  // Ours: the specification describes these without giving the words.
  checkSessionDetails: "Please check that the session details below are the session you came to before you start.",
  preCourseFirst: "Please complete the pre-course evaluation first: it tells us where you started, so we can see what difference the course makes.",
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

/** The question groups of the evaluation questionnaires (§2.15): their names and what each asks about (ours). */
const surveyGroups = {
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

/** Answer options several evaluation questions share (ours). */
const surveyScales = {
  stronglyDisagree: "Strongly disagree",
  disagree: "Disagree",
  agree: "Agree",
  stronglyAgree: "Strongly agree",
  yes: "Yes",
  notSure: "Not sure",
  no: "No",
  preferNotToSay: "Prefer not to say",
  otherPleaseSpecify: "Other, please specify",
  zeroToTenHelp: "0 means not at all likely, 10 means certain.",
  countHelp: "Enter 0 if there were none.",
} as const;

/** The survey screen's own words (§2.15, §2.18): the confirmation page, the group pages, the 'why' dialog, the thank-you pages. Ours where the specification gives none. */
const surveyScreen = {
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

/** The demographic questions, asked once per person (ours). Options of §9 lists reuse their own catalogue groups. */
const demographicQuestions = {
  ageBand: "Which age group are you in?",
  age16to24: "16 to 24",
  age25to34: "25 to 34",
  age35to44: "35 to 44",
  age45to54: "45 to 54",
  age55to64: "55 to 64",
  age65plus: "65 or over",
  gender: "How would you describe your gender?",
  woman: "Woman",
  man: "Man",
  nonBinary: "Non-binary",
  selfDescribe: "I'd rather describe it myself, please specify",
  ethnicity: "Which of these best describes your ethnic group?",
  ethnicityWhite: "White",
  ethnicityMixed: "Mixed or multiple ethnic groups",
  ethnicityAsian: "Asian or Asian British",
  ethnicityBlack: "Black, Black British, Caribbean or African",
  ethnicityOther: "Another ethnic group, please specify",
  localAuthority: "Which local authority area do you mostly work in?",
  jobTitle: "What is your job title?",
  workforceSector: "Which part of the workforce do you work in?",
  sectorPublic: "Public sector",
  sectorThird: "Third sector (voluntary and community)",
  sectorPrivate: "Private sector",
  sectorSelfEmployed: "Self-employed",
  sectorNotWorking: "Not working at the moment",
  organisation: "What kind of organisation do you work for?",
  department: "Which part of the organisation do you work in?",
  departmentHelp: "The choices follow the kind of organisation you chose.",
  // Departments, offered by kind of organisation.
  frontline: "Frontline work with the public",
  management: "Management",
  administration: "Administration and support services",
  otherDepartment: "Another part, please specify",
  housingSupport: "Housing support",
  homelessness: "Homelessness services",
  policing: "Police",
  fireAndRescue: "Fire and rescue",
  probation: "Probation",
  childrensServices: "Children's services",
  adultServices: "Adult services",
  education: "Education",
  primaryCare: "Primary care",
  hospitalServices: "Hospital services",
  mentalHealthServices: "Mental health services",
  publicHealth: "Public health",
  careAtHome: "Care at home",
  residentialCare: "Residential care",
  socialWork: "Social work",
  teaching: "Teaching",
  studentSupport: "Student support",
  coaching: "Coaching and activities",
  treatmentServices: "Treatment services",
  outreach: "Outreach",
  volunteering: "Volunteering",
  policy: "Policy",
  notApplicable: "Not applicable",
} as const;

/** Behaviour in the last week, and the capability, opportunity and motivation statements (ours). */
const behaviourQuestions = {
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

/** The post-session questions: expected behaviour, the trainer and the session overall (ours). */
const sessionFeedbackQuestions = {
  likelyToTalk: "In the next month, how likely are you to talk with someone about their wellbeing?",
  likelyToPlan: "In the next month, how likely are you to help someone plan small steps to look after their wellbeing?",
  likelyToPoint: "In the next month, how likely are you to point someone towards other support that could help them?",
  trainerStatements: "How much do you agree with each statement about your trainer?",
  trainerExplainedClearly: "My trainer explained things clearly.",
  trainerMadeComfortable: "My trainer made me feel comfortable taking part.",
  trainerKnewSubject: "My trainer knew the subject well.",
  trainerAnsweredQuestions: "My trainer answered questions well.",
  sessionStars: "Overall, how many stars would you give this session?",
  mostUseful: "Which parts of the session did you find most useful?",
  practiceConversations: "The practice conversations",
  groupDiscussions: "The group discussions",
  workbook: "The workbook",
  videos: "The videos",
  somethingElse: "Something else, please specify",
  wouldRecommend: "Would you recommend this session to a colleague?",
  whatWouldHelpRecommend: "What would make you recommend it?",
  anythingElse: "Is there anything else you would like to tell us about the session?",
} as const;

/** The train-the-trainer and trainer-upskill questions: teaching habits, expected teaching, the course overall (ours). */
const trainerCourseQuestions = {
  canPlanSession: "I know how to plan and prepare a session of this course.",
  confidentLeadingDiscussion: "I feel confident leading group discussions.",
  confidentRunningPractice: "I feel confident running the practice conversations.",
  canAdaptCourse: "I can adapt the course to the people in the room.",
  knowWhereMaterialsAre: "I know where to find the course materials and the support I need.",
  sessionsExpected: "How many sessions of this course do you expect to deliver in the next six months?",
  likelyToDeliverSoon: "How likely are you to deliver your first session in the next three months?",
  deliverTo: "Who do you expect to deliver the course to?",
  ownOrganisation: "People in my own organisation",
  otherOrganisations: "People in other organisations",
  communityMembers: "Members of the community",
  someoneElse: "Someone else, please specify",
  courseStars: "Overall, how many stars would you give this course?",
  readyToDeliver: "Do you feel ready to deliver the course?",
  whatSupportWouldHelp: "What support would help you feel ready?",
  anythingElse: "Is there anything else you would like to tell us about the course?",
} as const;

export const en = {
  survey,
  surveyGroups,
  surveyScales,
  surveyScreen,
  demographicQuestions,
  behaviourQuestions,
  sessionFeedbackQuestions,
  trainerCourseQuestions,
} as const;
