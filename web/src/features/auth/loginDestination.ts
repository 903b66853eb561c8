import { homeOf, pathTo, type Role } from "@wellbeing/domain";

/** A path carrying the same query (source, shortId, surveyType) on to the next auth screen. */
export const withQuery = (path: string, query: URLSearchParams): string => {
  const text = query.toString();
  return text ? `${path}?${text}` : path;
};

/** The query parameter naming the private screen a logged-out visitor was sent to log in from. */
const NEXT_PARAM = "next";

/** The screen to continue to after log in: only a path inside this app (never another site). */
const nextPathOf = (search: URLSearchParams): string | null => {
  const next = search.get(NEXT_PARAM);
  return next && next.startsWith("/") && !next.startsWith("//") && !next.startsWith("/\\") ? next : null;
};

/** The log in route, remembering the private screen the visitor wanted (an e-mailed link, say). */
export const loginFor = (loginPath: string, wanted: string): string => withQuery(loginPath, new URLSearchParams({ [NEXT_PARAM]: wanted }));

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
  return nextPathOf(search) ?? homeOf(role);
};
