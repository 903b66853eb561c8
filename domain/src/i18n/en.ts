import { validation } from "./en/validation";
import { request } from "./en/request";
import { input } from "./en/input";
import { errors } from "./en/errors";
import { product } from "./en/product";
import { account } from "./en/account";
import { session } from "./en/session";
import { sessionList } from "./en/sessionList";
import { list } from "./en/list";
import { mail } from "./en/mail";
import { roster } from "./en/roster";
import { rateLimit } from "./en/rateLimit";
import { emailVerification } from "./en/emailVerification";
import { language } from "./en/language";
import { roles } from "./en/roles";
import { shell } from "./en/shell";
import { welcome } from "./en/welcome";
import { ui } from "./en/ui";
import { staff } from "./en/staff";
import { auth } from "./en/auth";
import { mailScreens } from "./en/mailScreens";
import { staffScreens } from "./en/staffScreens";
import { courseSchedule } from "./en/courseSchedule";
import { dashboard } from "./en/dashboard";
import { participantHome } from "./en/participantHome";
import { print } from "./en/print";
import { localAuthorities } from "./en/localAuthorities";
import { organisations } from "./en/organisations";
import { sessionFacts } from "./en/sessionFacts";
import { csvHeaders } from "./en/csvHeaders";
import { legal } from "./en/legal";
import { survey } from "./en/survey";
import { surveyGroups } from "./en/surveyGroups";
import { surveyScales } from "./en/surveyScales";
import { surveyScreen } from "./en/surveyScreen";
import { demographicQuestions } from "./en/demographicQuestions";
import { behaviourQuestions } from "./en/behaviourQuestions";
import { sessionFeedbackQuestions } from "./en/sessionFeedbackQuestions";
import { trainerCourseQuestions } from "./en/trainerCourseQuestions";
import { materials } from "./en/materials";
import { trainerUpgrade } from "./en/trainerUpgrade";
import { audit } from "./en/audit";
import { auditFields } from "./en/auditFields";
import { certificates } from "./en/certificates";
import { sessionResults } from "./en/sessionResults";
import { resultsAccess } from "./en/resultsAccess";
import { dataExports } from "./en/dataExports";
import { errorReports } from "./en/errorReports";
import { results } from "./en/results";
import { staffHome } from "./en/staffHome";
import { localLeadRequests } from "./en/localLeadRequests";
import { groupInvitations } from "./en/groupInvitations";

// The English catalogue: every user-facing text, in the specification's words (§5 validation, §8 errors)
// where it gives them, as ICU MessageFormat. The Welsh catalogue (cy.ts) has exactly these keys: a text
// added here does not compile until it is in Welsh too. Screens read texts with useT()/<T> (web/src/i18n),
// services with translatorFor(language) or a Message ({ key, params }) the HTTP edge words for the caller.

export const en = {
  validation,
  request,
  input,
  errors,
  product,
  account,
  session,
  sessionList,
  list,
  mail,
  roster,
  rateLimit,
  emailVerification,
  language,
  roles,
  shell,
  welcome,
  ui,
  staff,
  auth,
  mailScreens,
  staffScreens,
  courseSchedule,
  dashboard,
  participantHome,
  print,
  localAuthorities,
  organisations,
  sessionFacts,
  csvHeaders,
  legal,
  survey,
  surveyGroups,
  surveyScales,
  surveyScreen,
  demographicQuestions,
  behaviourQuestions,
  sessionFeedbackQuestions,
  trainerCourseQuestions,
  materials,
  trainerUpgrade,
  audit,
  auditFields,
  certificates,
  sessionResults,
  resultsAccess,
  dataExports,
  errorReports,
  results,
  staffHome,
  localLeadRequests,
  groupInvitations,
} as const;

/** A catalogue: every group and key of the English one, each an ICU message. */
export type Messages = { readonly [G in keyof typeof en]: { readonly [K in keyof (typeof en)[G]]: string } };
