import type { ScheduleFilter } from "./types";

// The schedule's page and filter live in its address (`?delivery=online&page=2`): a link or a reload shows the
// same sessions, and the server renders the page asked for (app/serverRender.tsx).

const DELIVERY_PARAM: Record<Exclude<ScheduleFilter, "all">, string> = { online: "online", inPerson: "in-person" };

export interface ScheduleView {
  readonly page: number;
  readonly filter: ScheduleFilter;
}

/** The view an address asks for; anything it cannot read is the first page of every session. */
export const scheduleViewOf = (search: URLSearchParams): ScheduleView => {
  const delivery = search.get("delivery");
  const filter = (Object.keys(DELIVERY_PARAM) as Array<keyof typeof DELIVERY_PARAM>).find((key) => DELIVERY_PARAM[key] === delivery) ?? "all";
  const page = Number(search.get("page") ?? "1");
  return { page: Number.isSafeInteger(page) && page >= 1 ? page : 1, filter };
};

/** The address's search for a view: nothing for the first page of every session. */
export const scheduleViewSearch = ({ page, filter }: ScheduleView): URLSearchParams => {
  const search = new URLSearchParams();
  if (filter !== "all") search.set("delivery", DELIVERY_PARAM[filter]);
  if (page > 1) search.set("page", String(page));
  return search;
};
