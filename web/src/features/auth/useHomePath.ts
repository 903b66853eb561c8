import { homeOf, pathTo } from "@wellbeing/domain";
import { useSignedInUser } from "./queries";

/** The home of the chosen account, or the welcome page. */
export const useHomePath = (): string => {
  const user = useSignedInUser();
  return user?.role ? homeOf(user.role) : pathTo("welcome");
};
