// Business constants and limits of the specification (§9). Every tier imports them from here.

export const COURSES = ["C5", "YOUNG_PEOPLE"] as const;
export type Course = (typeof COURSES)[number];

/** Whether a value read from outside (an address, a browser's history state) names one of the courses. */
export const isCourse = (value: unknown): value is Course => COURSES.some((course) => course === value);

export const MODULES = ["1", "2", "3", "train-the-trainer", "trainer-upskill"] as const;
export type Module = (typeof MODULES)[number];

/** The special modules only an admin (or super admin) may add to a session. */
export const SPECIAL_MODULES: ReadonlyArray<Module> = ["train-the-trainer", "trainer-upskill"];

/** Which special module each course offers: Train the Trainer for the standard course, Trainer Upskill for young people. */
export const SPECIAL_MODULE_OF_COURSE: Record<Course, Module> = {
  C5: "train-the-trainer",
  YOUNG_PEOPLE: "trainer-upskill",
};

export const LOCAL_AUTHORITIES = ["Blaenau Gwent", "Caerphilly", "Monmouthshire", "Newport", "Torfaen"] as const;
export const OTHER_LOCAL_AUTHORITY = "Other, please specify";

export const MEETING_PLATFORMS = ["zoom", "teams", "google", "other"] as const;
export type MeetingPlatform = (typeof MEETING_PLATFORMS)[number];

export const MEETING_PLATFORM_LABELS: Record<MeetingPlatform, string> = {
  zoom: "Zoom",
  teams: "Microsoft Teams",
  google: "Google Meet",
  other: "Other",
};

export const SURVEY_TYPES = ["pre-course", "post", "3-months-follow-up", "6-months-follow-up", "post-train-the-trainer", "post-trainer-upskill"] as const;
export type SurveyType = (typeof SURVEY_TYPES)[number];

/** Whether a value read from outside (an address) names one of the survey types. */
export const isSurveyType = (value: unknown): value is SurveyType => SURVEY_TYPES.some((type) => type === value);

export const ORGANISATION_GROUPS = [
  "Housing",
  "Statutory",
  "Local authority",
  "Health",
  "Social care",
  "College",
  "Sport and leisure",
  "Drug and alcohol",
  "Third sector",
  "Community group",
  "Government body",
  "Private sector",
  "None",
  "Other, please specify",
] as const;

export const LIMITS = {
  maxSessionDates: 4,
  minSessionDates: 1,
  minCapacity: 1,
  minParticipantsToRun: 6,
  nameMaxLength: 100,
  emailMaxLength: 100,
  passwordMinLength: 8,
  postcodeMinLength: 5,
  postcodeMaxLength: 8,
  extraInfoMaxLength: 2000,
  /** Address lines and town (the specification sets none: an address line is never longer). */
  addressLineMaxLength: 100,
  /** A meeting or survey link. */
  linkMaxLength: 500,
  /** Passwords (argon2 over a huge password would be a denial of service). */
  passwordMaxLength: 128,
  /** A session's places: the specification sets a minimum only; the programme runs groups of a few dozen, and a list holds 500 at most. */
  maxCapacity: 500,
  /** Delivery local authorities on one account. */
  maxLocalAuthorities: 20,
  certificateNameMinLength: 3,
  participantsPageSize: 50,
  specialRequirementPreviewLength: 250,
  maxTrainersPerSession: 2,
  /** A course's modules: 1, 2, 3 and its special one (§9); a session's modules are a set of them. */
  maxModulesPerSession: 4,
} as const;

export const TIMINGS_MS = {
  copiedNotice: 750,
  linkCopiedToast: 2000,
  successDialogAutoClose: 2000,
  responseRateWarningOnResults: 2000,
  responseRateWarningOnDashboard: 3000,
} as const;

/** How long a space offered from a waiting list is held for the person (issue 29). */
export const OFFER_HOLD_HOURS = 24;

export const BREAKPOINTS_PX = { mobile: 700, tablet: 768, laptop: 1024 } as const;
