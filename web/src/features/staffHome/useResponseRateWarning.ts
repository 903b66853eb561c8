import { TIMINGS_MS } from "@wellbeing/domain";
import { useEffect, useRef } from "react";
import { useT } from "../../i18n/useT";
import { showWarning } from "../../ui/toaster";

/** §8: the response-rate warning, shown for 3 s on the dashboard when it comes true (not again on every refresh). */
export const useResponseRateWarning = (overFull: boolean): void => {
  const t = useT();
  const words = useRef(t);
  words.current = t;
  useEffect(() => {
    if (overFull) showWarning(words.current("staffHome.responseRateOverFull"), TIMINGS_MS.responseRateWarningOnDashboard);
  }, [overFull]);
};
