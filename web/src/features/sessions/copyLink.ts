import { TIMINGS_MS, type Translate } from "@wellbeing/domain";
import { showError, showSuccess } from "../../ui/toaster";

/** Copies a link for the person to paste elsewhere: 'Link copied!' for 2 s (§9), or says it could not. */
export const copyLink = async (url: string, t: Translate): Promise<void> => {
  try {
    // Undefined outside a secure context (plain http on another host): that is a failure too.
    await navigator.clipboard.writeText(url);
    showSuccess(t("session.linkCopied"), TIMINGS_MS.linkCopiedToast);
  } catch {
    showError(t("session.copyFailed"));
  }
};
