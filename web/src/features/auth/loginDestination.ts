import { homeOf, pathTo, type Role } from "@wellbeing/domain";

/** A path carrying the same query (source, shortId, surveyType) on to the next auth screen. */
export const withQuery = (path: string, query: URLSearchParams): string => {
  const text = query.toString();
  return text ? `${path}?${text}` : path;
};

/**
 * Where the app goes after log in, sign-up or choosing an account (§2.5): the survey or the
 * registration the visitor came from, else the home of the chosen account. A person who holds
 * several accounts and has not chosen one picks it first; the query is kept for afterwards.
 */
export const loginDestination = (role: Role | null, search: URLSearchParams): string => {
  if (role === null) return withQuery(pathTo("decideRole"), search);
  const source = search.get("source");
  const shortId = search.get("shortId");
  const surveyType = search.get("surveyType");
  if (source === "survey" && shortId && surveyType) return pathTo("survey", { id: shortId, type: surveyType });
  if (source === "registration" && shortId) return pathTo("register", { id: shortId });
  return homeOf(role);
};
