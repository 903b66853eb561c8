import { QueryCache, QueryClient } from "@tanstack/react-query";
import type { AuthUser } from "@wellbeing/domain";
import { isApiError } from "./apiError";
import { authKeys } from "../features/auth/queries";

const MAX_RETRIES = 2;

/** Refusals (4xx) are answers, not hiccups: only network and server failures are retried. */
const shouldRetry = (failureCount: number, error: unknown): boolean =>
  failureCount < MAX_RETRIES && !(isApiError(error) && error.status >= 400 && error.status < 500);

/** `anonymous`: who the visitor is is known without asking (a prerendered page): nobody logged in. */
export const createQueryClient = ({ anonymous = false }: { readonly anonymous?: boolean } = {}): QueryClient => {
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
  return queryClient;
};
