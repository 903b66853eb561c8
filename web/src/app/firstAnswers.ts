import type { QueryKey } from "@tanstack/react-query";
import { decodeAnswer } from "../api/decodeAnswer";
import { FIRST_READ_CONTRACTS, type FirstAnswer } from "./firstReads";

/**
 * The answers a page rendered per request carries (its `#first-answers` script), decoded as the screens' own reads
 * decode them, for React Query's cache before hydration: the first render is the server's, with no request again.
 */
export const decodeFirstAnswers = (json: string): ReadonlyArray<readonly [QueryKey, unknown]> =>
  (JSON.parse(json) as ReadonlyArray<FirstAnswer>).map(({ read, queryKey, answer }) => [queryKey, decodeAnswer(FIRST_READ_CONTRACTS[read], answer)] as const);
