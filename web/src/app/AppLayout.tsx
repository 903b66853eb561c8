import { Suspense } from "react";
import { Outlet } from "react-router-dom";
import { useLiveUpdates } from "../api/useLiveUpdates";
import { useAuthQuery } from "../features/auth/queries";
import { PublicShell } from "../features/shell/PublicShell";
import { SkipLink } from "../features/shell/SkipLink";
import { BrowserSupportCallout } from "../ui/BrowserSupportCallout";
import { ErrorState } from "../ui/ErrorState";
import { LoadingState } from "../ui/LoadingState";
import { lazyScreen } from "../routing/lazyScreen";

// The logged-in frame (side menu, account dialogs) loads on demand: a first visit to the welcome page never needs it.
const AppShell = lazyScreen(() => import("../features/shell/AppShell"), "AppShell");
const DetailsMissingDialog = lazyScreen(() => import("../features/users/DetailsMissingDialog"), "DetailsMissingDialog");

/** Every screen's frame: the app shell for a logged-in person, the public one otherwise. */
export const AppLayout = () => {
  const auth = useAuthQuery();
  const user = auth.data?.isAuthenticated ? auth.data : null;
  useLiveUpdates(user ? `${user.userId}:${user.role ?? "none"}` : null);

  const screen = auth.isPending ? <LoadingState /> : auth.isError ? <ErrorState onRetry={() => void auth.refetch()} /> : <Outlet />;

  return (
    <>
      <SkipLink />
      <BrowserSupportCallout />
      {user ? (
        <Suspense
          fallback={
            <PublicShell>
              <LoadingState />
            </PublicShell>
          }
        >
          <DetailsMissingDialog />
          <AppShell user={user}>{screen}</AppShell>
        </Suspense>
      ) : (
        <PublicShell>{screen}</PublicShell>
      )}
    </>
  );
};
