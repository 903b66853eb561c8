import { useMutation } from "@tanstack/react-query";
import { homeOf, pathOfStep, pathTo, upgradeToTttContract, type TttUpgradeWire } from "@wellbeing/domain";
import { useNavigate } from "react-router-dom";
import { callContract } from "../../api/client";
import { useRefreshTopics } from "../../api/useRefreshTopics";
import { useRememberUser } from "../auth/useAuthActions";

/** PATCH /api/upgrade-to-ttt's body as it travels (§7: role, localAuthorities, step). */
type TttUpgradeBody = typeof TttUpgradeWire.Encoded;

/**
 * PATCH /api/upgrade-to-ttt: the answered account replaces the cached one (the guard and the menu follow
 * it), then the person goes to the route of their next step carrying its course (§4), or home once done.
 */
export const useTttUpgradeStep = () => {
  const remember = useRememberUser();
  const navigate = useNavigate();
  const refresh = useRefreshTopics();
  return useMutation({
    mutationFn: (body: TttUpgradeBody) => callContract(upgradeToTttContract, { body }),
    onSuccess: (user) => {
      remember(user);
      refresh("users", "dashboard");
      const step = user.nextUpgradeToTttStep;
      if (step) void navigate(pathOfStep(step), { state: { course: step.course } });
      else void navigate(user.role ? homeOf(user.role) : pathTo("welcome"));
    },
  });
};
