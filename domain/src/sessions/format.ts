import { MODULES, type Module } from "../constants";
import type { Translate } from "../i18n/translate";
import type { AddressData, SessionDateData } from "./events";

// How sessions read on screen (§2.7, §2.10, §2.13). Pure, shared by the web app and exports; each
// helper words in the translator it is given (the reader's language).

/** A module's name in the reader's language. */
export const moduleLabelIn = (t: Translate, module: Module): string => t(`session.module_${module}`);

/** One date of a session, as its events carry it. */
export type DateLike = typeof SessionDateData.Type;

/** A face-to-face session's address, as its events carry it. */
export type AddressLike = typeof AddressData.Type;

/** A value as shown, N/A when there is none. */
export const orNotApplicable = (text: string | null | undefined, t: Translate): string => text || t("product.notApplicable");

const parts = (isoDate: string) => {
  const [year = "", month = "", day = ""] = isoDate.split("-");
  return { year, month, day };
};

/** 2026-11-21 → 21/11 */
export const dayMonth = (isoDate: string): string => {
  const { month, day } = parts(isoDate);
  return `${day}/${month}`;
};

/** 2026-11-21 → 21/11/2026 */
export const dayMonthYear = (isoDate: string): string => `${dayMonth(isoDate)}/${parts(isoDate).year}`;

const byDate = (dates: ReadonlyArray<DateLike>) => [...dates].sort((a, b) => a.sessionDate.localeCompare(b.sessionDate));

/** List column Date(s): every date DD/MM, the last DD/MM/YYYY. */
export const listDates = (dates: ReadonlyArray<DateLike>, t: Translate): string => {
  const sorted = byDate(dates);
  if (sorted.length === 0) return t("product.notApplicable");
  return sorted.map((date, index) => (index === sorted.length - 1 ? dayMonthYear(date.sessionDate) : dayMonth(date.sessionDate))).join(", ");
};

const timeRange = (date: DateLike): string | null => (date.startTime && date.endTime ? `${date.startTime} - ${date.endTime}` : null);

/** List column Time(s): 'start - end', 'Times vary' when the days differ, else 'N/A'. */
export const listTimes = (dates: ReadonlyArray<DateLike>, t: Translate): string => {
  const ranges = new Set(dates.map(timeRange));
  if (ranges.size > 1) return t("sessionList.timesVary");
  const [only] = ranges;
  return only ?? t("product.notApplicable");
};

/** Event details: each date as 'DD/MM start to end', or just DD/MM without times. */
export const detailDates = (dates: ReadonlyArray<DateLike>, t: Translate): ReadonlyArray<string> =>
  byDate(dates).map((date) =>
    date.startTime && date.endTime
      ? t("sessionFacts.dayMonthWithTimes", { day: dayMonth(date.sessionDate), start: date.startTime, end: date.endTime })
      : dayMonth(date.sessionDate),
  );

/** List column Delivery Method: Online, else the town, else the postcode, else N/A. */
export const deliveryMethod = (remote: boolean, address: AddressLike | null, t: Translate): string => {
  if (remote) return t("sessionFacts.online");
  return address?.town || address?.postcode || t("product.notApplicable");
};

/** Event details location: Online, the address lines joined by commas, or TBC. */
export const locationText = (remote: boolean, address: AddressLike | null, t: Translate): string => {
  if (remote) return t("sessionFacts.online");
  const lines = [address?.addressLine1, address?.addressLine2, address?.town, address?.postcode].filter(Boolean);
  return lines.length > 0 ? lines.join(", ") : t("session.locationToBeConfirmed");
};

const sortModules = (modules: ReadonlyArray<Module>): Module[] => [...modules].sort((a, b) => MODULES.indexOf(a) - MODULES.indexOf(b));

/** Modules in course order joined by ' & ' (§2.13), or N/A. */
export const moduleNames = (modules: ReadonlyArray<Module>, t: Translate): string =>
  sortModules(modules)
    .map((module) => moduleLabelIn(t, module))
    .join(" & ") || t("product.notApplicable");

/** Event details modules: sorted, the word 'module' removed, Train the Trainer shown as Trainer. */
export const detailModules = (modules: ReadonlyArray<Module>, t: Translate): string =>
  sortModules(modules)
    .map((module) =>
      module === "train-the-trainer" ? t("sessionFacts.moduleNumberTrainer") : module === "trainer-upskill" ? moduleLabelIn(t, module) : module,
    )
    .join(", ") || t("product.notApplicable");

/** Up to two trainers joined with '&'. */
export const trainerNames = (names: ReadonlyArray<string | null>, t: Translate): string => {
  const known = names.filter((name): name is string => Boolean(name));
  return known.length > 0 ? known.join(" & ") : t("product.notApplicable");
};

/**
 * Spaces remaining = capacity minus confirmed participants minus the spaces open waiting-list offers
 * hold (issue 29: a held space is taken until the offer is accepted, declined or expires); never below zero.
 */
export const spacesRemaining = (capacity: number, confirmed: number, heldByOffers: number): number => Math.max(0, capacity - confirmed - heldByOffers);

const sortedDays = (dates: ReadonlyArray<{ readonly sessionDate: string }>) => dates.map((date) => date.sessionDate).sort();

/** A session's first date (YYYY-MM-DD), or null when it has none. */
export const firstDateOf = (dates: ReadonlyArray<{ readonly sessionDate: string }>): string | null => sortedDays(dates)[0] ?? null;

/** A session's last date (YYYY-MM-DD), or null when it has none. */
export const lastDateOf = (dates: ReadonlyArray<{ readonly sessionDate: string }>): string | null => sortedDays(dates).at(-1) ?? null;

/** A session is upcoming while its latest date is today or later (dates compared as YYYY-MM-DD). */
export const isUpcoming = (dates: ReadonlyArray<DateLike>, today: string): boolean => {
  const last = lastDateOf(dates);
  return last !== null && last >= today;
};
