// The materials slice's English texts, a group per screen or concept (ICU MessageFormat). catalogue.cy.ts
// holds the same keys in Welsh: a text added here does not compile until it is in Welsh too.

/** The course materials (§2.14): the course picker, the module cards and their documents, and why one is locked (§6). */
const materials = {
  courseTitle: "Materials: {course}",
  chooseCourseIntro: "You have sessions on more than one course. Choose one to see its materials.",
  seeMaterials: "See materials",
  noMaterials: "No materials to show",
  "timing_pre-session": "Pre-session",
  "timing_post-session": "Post-session",
  "kind_participant-guide": "Participant guide",
  kind_workbook: "Participant workbook",
  "kind_trainer-guide": "Trainer course guide",
  "kind_trainer-workbook": "Trainer course workbook",
  download: "Download",
  downloadLabel: "Download {document}, {module}",
  otherLanguage: "Welsh version",
  otherLanguageLabel: "Welsh version: {document}, {module}",
  locked: "Locked",
  "lock_pre-course-evaluation": "Complete the pre-course evaluation to open this document.",
  "lock_post-session-evaluation": "Opens once you complete the post-session evaluation of this module or a later one.",
  /** A locked document asked for by its address (§6): refused. */
  documentLocked: "Complete the evaluation this document needs before you download it",
} as const;

export const en = { materials } as const;
