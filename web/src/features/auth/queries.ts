import { useQuery } from "@tanstack/react-query";
import { type AuthUser, type SignedInUser, type Visitor } from "@wellbeing/domain";
import { callContract } from "../../api/client";

// "auth" is no live topic: who the visitor is changes by their own log in and log out, and is asked again when
// the server closes the live socket or refuses a read (401).
export const authKeys = { me: ["auth"] as const };

/** Who the visitor is (GET /api/users/auth): the access guard, the frame and the menu follow it. */
export const useAuthQuery = () =>
  useQuery({
    queryKey: authKeys.me,
    // The contract (and Effect with it) is fetched with the answer, not before the first paint.
    queryFn: async () => callContract((await import("../../api/firstScreenContracts")).authUserContract),
    staleTime: 5 * 60_000,
  });

/** The logged-in person, or null (logged out or still loading). */
export const useSignedInUser = (): SignedInUser | null => {
  const { data } = useAuthQuery();
  return data?.isAuthenticated ? data : null;
};

/** What the access guard of §2.2 needs to know about the visitor. */
export const toVisitor = (auth: AuthUser | undefined): Visitor => {
  if (auth === undefined) return { status: "loading" };
  if (!auth.isAuthenticated) return { status: "anonymous" };
  return { status: "authenticated", role: auth.role, pendingStep: auth.nextUpgradeToTttStep?.step ?? null };
};

export type Account = SignedInUser & { readonly role: NonNullable<SignedInUser["role"]> };

/** The logged-in person and their chosen account, on screens the guard only shows to them. */
export const useAccount = (): Account => {
  const user = useSignedInUser();
  if (!user?.role) throw new Error("This screen needs a logged-in account; the route guard should have redirected.");
  return { ...user, role: user.role };
};
