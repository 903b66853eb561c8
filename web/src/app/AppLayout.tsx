import { Outlet } from "react-router-dom";
import { useLiveUpdates } from "../api/useLiveUpdates";
import { useAuthQuery } from "../features/auth/useAuth";
import { DetailsMissingDialog } from "../features/account/DetailsMissingDialog";
import { AppShell } from "../features/shell/AppShell";
import { PublicShell } from "../features/shell/PublicShell";
import { SkipLink } from "../features/shell/SkipLink";
import { BrowserSupportCallout } from "../ui/BrowserSupportCallout";
import { ErrorState } from "../ui/ErrorState";
import { LoadingState } from "../ui/LoadingState";

/** Every screen's frame: the app shell for a logged-in person, the public one otherwise. */
export const AppLayout = () => {
  const auth = useAuthQuery();
  const user = auth.data?.isAuthenticated ? auth.data : null;
  useLiveUpdates(user ? `${user.userId}:${user.role ?? "none"}` : null);

  const screen = auth.isPending ? (
    <LoadingState />
  ) : auth.isError ? (
    <ErrorState onRetry={() => void auth.refetch()} />
  ) : (
    <Outlet />
  );

  return (
    <>
      <SkipLink />
      <BrowserSupportCallout />
      <DetailsMissingDialog />
      {user ? <AppShell user={user}>{screen}</AppShell> : <PublicShell>{screen}</PublicShell>}
    </>
  );
};
