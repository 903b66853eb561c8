import { describe, expect, it } from "vitest";
import { cy } from "./cy";
import { en, type Messages } from "./en";
import { catalogueKeys } from "./translate";

/**
 * Keys that may repeat another key's words on purpose: each is read by a computed name or is a member of a
 * lookup table (a value's words, a column, an audit field), so the screen or the export picks it by what it
 * names, and Welsh may need another word there by context. A prefix ending in "." is a whole group.
 */
const LOOKUP_KEYS = [
  "auditFields.", // an event field's label, read by the field's name (audit/eventFields.ts)
  "dataExports.", // the research and staff exports' column names and values (query-api/src/exports)
  "csvHeaders.", // the sessions and responses exports' column names
  "demographicQuestions.", // a questionnaire's questions and choices, read by the questionnaire's definition
  "surveyScales.", // the answer scales' choices, read by the questionnaire's definition
  "organisations.", // §9's organisation groups, read by the stored value (i18n/choiceKeys.ts)
  "localAuthorities.", // §9's local authorities, read by the stored value
  "roles.", // t(`roles.${role}`)
  "staffHome.", // t(`staffHome.${item.kind}`): the to-do list's kinds
  "certificates.outcome_", // t(`certificates.outcome_${module}_${n}`)
  "surveyScreen.evaluationName_", // t(`surveyScreen.evaluationName_${surveyType}`)
  "session.platform_", // t(`session.platform_${platform}`)
  "session.course_", // t(`session.course_${course}`)
  "session.module_", // t(`session.module_${module}`)
  "session.surveyLink_", // t(`session.surveyLink_${surveyType}`)
  "session.aboutLink_", // t(`session.aboutLink_${surveyType}`)
  "materials.kind_", // t(`materials.kind_${kind}`)
  "materials.timing_", // t(`materials.timing_${timing}`)
  "materials.lock_", // t(`materials.lock_${lock}`)
  "results.conversation_", // t(`results.conversation_${conversation}`)
  "results.title_", // titlePrefixKey(target)
  "results.measure_", // t(`results.measure_${measure}`)
  "participantHome.completeFollowUp_", // `participantHome.completeFollowUp_${surveyType}`
] as const;

/**
 * Repeats kept as two keys on purpose: different roles a translator could word differently even where
 * both languages word them alike today. Each entry is the set of keys that may share their words.
 */
const KEPT_APART: ReadonlyArray<ReadonlyArray<string>> = [
  // An e-mail's subject (the inbox's line) and its heading (the first words inside it).
  ["emailVerification.mailSubject", "emailVerification.mailHeading"],
  ["mail.resetSubject", "mail.resetHeading"],
  // Two events' e-mails: a trainer who accepted an invitation, and one an admin moved between groups.
  ["groupInvitations.joinedSubject", "groupInvitations.movedInSubject"],
  ["groupInvitations.leftSubject", "groupInvitations.movedOutSubject"],
  // The Train the Trainer module's name in a list of modules, and a list's column naming a person.
  ["sessionFacts.moduleNumberTrainer", "sessionList.columnTrainer"],
];

const isLookup = (key: string) => LOOKUP_KEYS.some((prefix) => key.startsWith(prefix));

const textOf = (messages: Messages, key: string) => {
  const [group, name] = key.split(".") as [keyof Messages, string];
  return (messages[group] as Record<string, string>)[name]!;
};

/** The sets of two or more keys (outside the lookup tables) with the same English and the same Welsh. */
const repeatedTexts = (english: Messages, welsh: Messages): string[][] => {
  const byWords = new Map<string, string[]>();
  for (const key of catalogueKeys(english)) {
    if (isLookup(key)) continue;
    const words = JSON.stringify([textOf(english, key), textOf(welsh, key)]);
    byWords.set(words, [...(byWords.get(words) ?? []), key]);
  }
  return [...byWords.values()].filter((keys) => keys.length > 1);
};

const keptApart = (keys: ReadonlyArray<string>) => KEPT_APART.some((kept) => kept.length === keys.length && keys.every((key) => kept.includes(key)));

describe("repeated catalogue texts", () => {
  it("give each text one key: no two keys outside the lookup tables share the same English and the same Welsh", () => {
    const repeats = repeatedTexts(en, cy).filter((keys) => !keptApart(keys));
    expect(repeats.map((keys) => `${textOf(en, keys[0]!)}: ${keys.join(", ")}`)).toEqual([]);
  });

  it("name only keys that exist in the list of repeats kept apart, and only sets that still repeat", () => {
    const repeats = repeatedTexts(en, cy);
    for (const kept of KEPT_APART)
      expect(
        repeats.some((keys) => keys.length === kept.length && kept.every((key) => keys.includes(key))),
        kept.join(", "),
      ).toBe(true);
  });
});
