import { TIMINGS_MS, type Translate } from "@wellbeing/domain";
import { copyText, type CopyOutcome } from "../../ui/copyText";

/** Copies a link for the person to paste elsewhere: 'Link copied!' for 2 s (§9), or says it could not. */
export const copyLink = (url: string, t: Translate, outcome?: CopyOutcome): Promise<void> =>
  copyText(url, { copied: t("session.linkCopied"), shownMs: TIMINGS_MS.linkCopiedToast, failed: t("session.copyFailed") }, outcome);
