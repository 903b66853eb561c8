import { LOCAL_AUTHORITY_KEYS, ORGANISATION_KEYS } from "../i18n/choiceKeys";
import type { MessageKey, Translate } from "../i18n/translate";
import type { Role } from "../roles";
import type { SurveyType } from "../constants";

// The values of the CSV exports in the export's language (issue 26): a Welsh file says 'Modiwl 1',
// 'Cwrs safonol', 'Ar-lein', 'Ie' where an English one says 'Module 1', 'Standard course', 'Online', 'Yes'.

const chosenLabel =
  (keys: Readonly<Record<string, MessageKey>>) =>
  (t: Translate, value: string): string =>
    Object.hasOwn(keys, value) ? t(keys[value]!) : value;

/** A local authority in the export's language; one a person typed in stays as typed. */
export const localAuthorityIn = chosenLabel(LOCAL_AUTHORITY_KEYS);

/** An organisation group in the export's language; one a person typed in stays as typed. */
export const organisationIn = chosenLabel(ORGANISATION_KEYS);

export const yesOrNo = (t: Translate, value: boolean): string => t(value ? "dataExports.yes" : "dataExports.no");

/** A survey type as Manage Session names it ('Post-session evaluation'). */
export const surveyTypeIn = (t: Translate, surveyType: SurveyType): string => t(`session.surveyLink_${surveyType}`);

export const roleIn = (t: Translate, role: Role): string => t(`roles.${role}`);
