import type { QueryKey } from "@tanstack/react-query";
import { Either, Schema } from "effect";
import { guardRoute, ROUTES, type AuthUser, type RouteKey } from "@wellbeing/domain";
import { toVisitor } from "../features/auth/queries";
import { ASSUMED_WIDTHS } from "../ui/assumedWidth";
import { renderAppMarkup, withMarkup } from "./appMarkup";
import { AUTH_READ, FIRST_READ_CONTRACTS, SERVER_RENDERED, type FirstAnswer, type FirstRead } from "./firstReads";
import { FIRST_ANSWERS_ID, type PageRequest, type RenderPage } from "./prerendered";

// The pages the web server renders per request (scripts/src/webApp.ts loads this module's build): the same
// components the browser hydrates, with the answers the browser would have fetched, asked of the API as the visitor.

const ANONYMOUS: AuthUser = { isAuthenticated: false };

interface Answered {
  readonly embedded: FirstAnswer;
  readonly decoded: readonly [QueryKey, unknown];
}

/** One read as the visitor; undefined unless the API answered it as its contract says. */
const answer = async ({ read, queryKey, url, body }: FirstRead, request: PageRequest): Promise<Answered | undefined> => {
  const contract = FIRST_READ_CONTRACTS[read];
  const { status, body: payload } = await request.read(contract.method, url, body);
  if (status !== 200) return undefined;
  const decoded = Schema.decodeUnknownEither(contract.answer as Schema.Schema<unknown, unknown>)(payload);
  return Either.isRight(decoded) ? { embedded: { read, queryKey, answer: payload }, decoded: [queryKey, decoded.right] } : undefined;
};

const routeAt = (pathname: string): RouteKey | undefined =>
  (Object.keys(SERVER_RENDERED) as ReadonlyArray<RouteKey>).find((route) => ROUTES[route].path === pathname);

/** JSON inside `<script>`: no `<` may close it or open a comment. */
const scriptJson = (value: unknown): string => JSON.stringify(value).replaceAll("<", "\\u003c");

/** Pages for logged-out visitors by everything they are made of (language, address, answers): the same ones are not rendered again. */
const publicPages = new Map<string, string>();
const PUBLIC_PAGES_KEPT = 32;

const keptPublicPage = (key: string, render: () => Promise<string>): Promise<string> | string => {
  const kept = publicPages.get(key);
  if (kept !== undefined) return kept;
  return render().then((html) => {
    if (publicPages.size >= PUBLIC_PAGES_KEPT) publicPages.delete(publicPages.keys().next().value!);
    publicPages.set(key, html);
    return html;
  });
};

/**
 * The page for this visitor, or undefined: not a page rendered here, one the access guard would send them away
 * from (the browser's guard does, as before), or an answer the API refused (the browser asks again itself).
 */
export const renderPage: RenderPage = async (request) => {
  const route = routeAt(request.pathname);
  const reads = route && SERVER_RENDERED[route];
  if (!route || !reads) return undefined;
  const auth = request.hasSession ? await answer(AUTH_READ, request) : undefined;
  if (request.hasSession && !auth) return undefined;
  const visitor = (auth?.decoded[1] as AuthUser | undefined) ?? ANONYMOUS;
  if (guardRoute(toVisitor(visitor), ROUTES[route].access, request.pathname).action !== "render") return undefined;
  const answers = await Promise.all(reads(new URLSearchParams(request.search), visitor).map((read) => answer(read, request)));
  if (answers.some((answered) => answered === undefined)) return undefined;
  const all = [
    auth ?? { embedded: { read: "auth", queryKey: AUTH_READ.queryKey, answer: ANONYMOUS }, decoded: [AUTH_READ.queryKey, ANONYMOUS] },
    ...answers,
  ] as ReadonlyArray<Answered>;
  const embedded = scriptJson(all.map(({ embedded }) => embedded));
  const assumedWidth = request.phone ? ASSUMED_WIDTHS.phone : ASSUMED_WIDTHS.computer;
  const render = async () => {
    const markup = await renderAppMarkup(
      `${request.pathname}${request.search}`,
      request.language,
      { answers: all.map(({ decoded }) => decoded) },
      assumedWidth,
    );
    return withMarkup(request.template, request.language, markup, {
      assumedWidth,
      after: `<script type="application/json" id="${FIRST_ANSWERS_ID}">${embedded}</script>`,
    });
  };
  // A page for one visitor is never kept: it is theirs alone.
  return request.hasSession ? render() : keptPublicPage(`${request.language} ${assumedWidth} ${request.pathname}${request.search} ${embedded}`, render);
};
