import { QueryCache, QueryClient, type QueryKey } from "@tanstack/react-query";
import type { AuthUser } from "@wellbeing/domain";
import { isApiError } from "./apiError";
import { authKeys } from "../features/auth/queries";

const MAX_RETRIES = 2;

/** Refusals (4xx) are answers, not hiccups: only network and server failures are retried. */
const shouldRetry = (failureCount: number, error: unknown): boolean =>
  failureCount < MAX_RETRIES && !(isApiError(error) && error.status >= 400 && error.status < 500);

/** What a page came with, known before the first render. */
export interface FirstData {
  /** Who the visitor is is known without asking (a prerendered page): nobody logged in. */
  readonly anonymous?: boolean;
  /** Answers the server fetched for the page it rendered (app/firstReads.ts), decoded, by query key. */
  readonly answers?: ReadonlyArray<readonly [QueryKey, unknown]>;
}

export const createQueryClient = ({ anonymous = false, answers = [] }: FirstData = {}): QueryClient => {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      // A 401 on any read means the login expired: re-read who we are so the guard sends the user to log in.
      onError: (error, query) => {
        if (isApiError(error) && error.status === 401 && query.queryKey[0] !== authKeys.me[0]) {
          void queryClient.invalidateQueries({ queryKey: authKeys.me });
        }
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  if (anonymous) queryClient.setQueryData<AuthUser>(authKeys.me, { isAuthenticated: false });
  for (const [queryKey, answer] of answers) queryClient.setQueryData(queryKey, answer);
  return queryClient;
};
