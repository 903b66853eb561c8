import { LOCAL_AUTHORITIES, ORGANISATION_GROUPS, OTHER_LOCAL_AUTHORITY } from "../../../constants";
import { LOCAL_AUTHORITY_KEYS, ORGANISATION_KEYS } from "../../../i18n/choiceKeys";
import type { AnswerOption } from "../../questionnaire";
import { DEMOGRAPHICS_GROUP_ID } from "../../questionnaire";
import { dependentDropdown, dropdown, freeText, group, option, singleChoice, specifyOption } from "../../questionBuilders";

// Demographics (version 1): asked once per person, skipped when their pseudonym already answered them.
// The §9 lists (local authorities, organisation groups) keep their English names as answer values,
// as everywhere else in the app.

const preferNotToSay = option("preferNotToSay", "surveyScales.preferNotToSay");

const localAuthorities: ReadonlyArray<AnswerOption> = [
  ...LOCAL_AUTHORITIES.map((name) => option(name, LOCAL_AUTHORITY_KEYS[name])),
  specifyOption(OTHER_LOCAL_AUTHORITY, "surveyScales.otherPleaseSpecify"),
];

const organisations: ReadonlyArray<AnswerOption> = ORGANISATION_GROUPS.map((name) =>
  name === "Other, please specify" ? specifyOption(name, ORGANISATION_KEYS[name]) : option(name, ORGANISATION_KEYS[name]),
);

const frontline = option("frontline", "demographicQuestions.frontline");
const management = option("management", "demographicQuestions.management");
const administration = option("administration", "demographicQuestions.administration");
const otherDepartment = specifyOption("other", "demographicQuestions.otherDepartment");
const notApplicable = option("notApplicable", "demographicQuestions.notApplicable");

/** The departments of a kind of organisation: its own, then the parts every organisation has. */
const departments = (...own: ReadonlyArray<AnswerOption>): ReadonlyArray<AnswerOption> => [...own, frontline, management, administration, otherDepartment];

/** §5: the department dropdown follows the organisation chosen. */
const DEPARTMENTS_BY_ORGANISATION: Readonly<Record<(typeof ORGANISATION_GROUPS)[number], ReadonlyArray<AnswerOption>>> = {
  Housing: departments(option("housingSupport", "demographicQuestions.housingSupport"), option("homelessness", "demographicQuestions.homelessness")),
  Statutory: departments(
    option("policing", "demographicQuestions.policing"),
    option("fireAndRescue", "demographicQuestions.fireAndRescue"),
    option("probation", "demographicQuestions.probation"),
  ),
  "Local authority": departments(
    option("childrensServices", "demographicQuestions.childrensServices"),
    option("adultServices", "demographicQuestions.adultServices"),
    option("education", "demographicQuestions.education"),
  ),
  Health: departments(
    option("primaryCare", "demographicQuestions.primaryCare"),
    option("hospitalServices", "demographicQuestions.hospitalServices"),
    option("mentalHealthServices", "demographicQuestions.mentalHealthServices"),
    option("publicHealth", "demographicQuestions.publicHealth"),
  ),
  "Social care": departments(
    option("careAtHome", "demographicQuestions.careAtHome"),
    option("residentialCare", "demographicQuestions.residentialCare"),
    option("socialWork", "demographicQuestions.socialWork"),
  ),
  College: departments(option("teaching", "demographicQuestions.teaching"), option("studentSupport", "demographicQuestions.studentSupport")),
  "Sport and leisure": departments(option("coaching", "demographicQuestions.coaching")),
  "Drug and alcohol": departments(option("treatmentServices", "demographicQuestions.treatmentServices"), option("outreach", "demographicQuestions.outreach")),
  "Third sector": departments(option("volunteering", "demographicQuestions.volunteering")),
  "Community group": departments(option("volunteering", "demographicQuestions.volunteering")),
  "Government body": departments(option("policy", "demographicQuestions.policy")),
  "Private sector": departments(),
  None: [notApplicable],
  "Other, please specify": departments(),
};

export const demographicsGroup = group(DEMOGRAPHICS_GROUP_ID, 10, "surveyGroups.demographic", "surveyGroups.demographicIntro", [
  dropdown(
    "demographic.ageBand",
    "demographicQuestions.ageBand",
    [
      option("16-24", "demographicQuestions.age16to24"),
      option("25-34", "demographicQuestions.age25to34"),
      option("35-44", "demographicQuestions.age35to44"),
      option("45-54", "demographicQuestions.age45to54"),
      option("55-64", "demographicQuestions.age55to64"),
      option("65+", "demographicQuestions.age65plus"),
      preferNotToSay,
    ],
    { participantField: "ageBand" },
  ),
  singleChoice(
    "demographic.gender",
    "demographicQuestions.gender",
    [
      option("woman", "demographicQuestions.woman"),
      option("man", "demographicQuestions.man"),
      option("nonBinary", "demographicQuestions.nonBinary"),
      specifyOption("selfDescribe", "demographicQuestions.selfDescribe"),
      preferNotToSay,
    ],
    { participantField: "gender" },
  ),
  dropdown(
    "demographic.ethnicity",
    "demographicQuestions.ethnicity",
    [
      option("white", "demographicQuestions.ethnicityWhite"),
      option("mixed", "demographicQuestions.ethnicityMixed"),
      option("asian", "demographicQuestions.ethnicityAsian"),
      option("black", "demographicQuestions.ethnicityBlack"),
      specifyOption("other", "demographicQuestions.ethnicityOther"),
      preferNotToSay,
    ],
    { participantField: "ethnicity" },
  ),
  dropdown("demographic.localAuthority", "demographicQuestions.localAuthority", localAuthorities, { participantField: "localAuthority" }),
  freeText("demographic.jobTitle", "demographicQuestions.jobTitle", { participantField: "jobTitle" }),
  singleChoice(
    "demographic.workforceSector",
    "demographicQuestions.workforceSector",
    [
      option("public", "demographicQuestions.sectorPublic"),
      option("third", "demographicQuestions.sectorThird"),
      option("private", "demographicQuestions.sectorPrivate"),
      option("selfEmployed", "demographicQuestions.sectorSelfEmployed"),
      option("notWorking", "demographicQuestions.sectorNotWorking"),
      specifyOption("other", "surveyScales.otherPleaseSpecify"),
    ],
    { participantField: "workforceSector" },
  ),
  dropdown("demographic.organisation", "demographicQuestions.organisation", organisations, { participantField: "organisation" }),
  dependentDropdown("demographic.department", "demographicQuestions.department", "demographic.organisation", DEPARTMENTS_BY_ORGANISATION, {
    participantField: "department",
    helperText: "demographicQuestions.departmentHelp",
  }),
]);
