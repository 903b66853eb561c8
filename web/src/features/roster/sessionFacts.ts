import { MODULE_LABELS, ROSTER_TEXTS, dayMonth, detailDates, type AddressLike, type DateLike, type Module } from "@wellbeing/domain";

// How the registration and participant pages word a session (§2.12, §2.13), 'N/A' when missing.

const orNotAvailable = (text: string | null | undefined): string => (text ? text : ROSTER_TEXTS.notAvailable);

/** Registration page dates: DD/MM each, with the times when known. */
export const registrationDates = (dates: ReadonlyArray<DateLike>): string[] =>
  [...dates]
    .sort((a, b) => a.sessionDate.localeCompare(b.sessionDate))
    .map((date) => (date.startTime && date.endTime ? `${dayMonth(date.sessionDate)} (${date.startTime} - ${date.endTime})` : dayMonth(date.sessionDate)));

/** Participant detail dates: day/month with start to end time. */
export const participantDates = (dates: ReadonlyArray<DateLike>): string[] => {
  const lines = detailDates(dates);
  return lines.length > 0 ? [...lines] : [ROSTER_TEXTS.notAvailable];
};

/** Modules joined by ' & ' (§2.13). */
export const moduleNames = (modules: ReadonlyArray<Module>): string => orNotAvailable(modules.map((module) => MODULE_LABELS[module]).join(" & "));

/** Online, or the address lines (§2.13). */
export const sessionLocation = (remote: boolean, address: AddressLike | null): string => {
  if (remote) return "Online";
  return orNotAvailable([address?.addressLine1, address?.addressLine2, address?.town, address?.postcode].filter(Boolean).join(", "));
};

export { orNotAvailable };
