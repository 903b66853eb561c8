import { joinEmails, TIMINGS_MS, type Translate } from "@wellbeing/domain";
import { copyText, type CopyOutcome } from "../../ui/copyText";

/** Copies an attendee or invitee list joined as §5 joins it: 'Copied!' for 750 ms (§9), or says it could not. */
export const copyEmailList = (emails: ReadonlyArray<string>, t: Translate, outcome?: CopyOutcome): Promise<void> =>
  copyText(joinEmails(emails), { copied: t("ui.copied"), shownMs: TIMINGS_MS.copiedNotice, failed: t("ui.errorPrefix") + t("roster.copyFailed") }, outcome);
