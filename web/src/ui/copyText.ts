import { showError, showSuccess } from "./toaster";

/** What a copy says: its notice and how long that stays (§9's timings), or that it could not copy. */
export interface CopyNotices {
  readonly copied: string;
  readonly shownMs: number;
  readonly failed: string;
}

/** Where a copy's outcome is said: the app's toasts. */
export interface CopyOutcome {
  readonly copied: (message: string, shownMs: number) => void;
  readonly failed: (message: string) => void;
}

const TOASTS: CopyOutcome = { copied: showSuccess, failed: showError };

/** Copies text for the person to paste elsewhere, and says so (or that it could not). */
export const copyText = async (text: string, notices: CopyNotices, outcome: CopyOutcome = TOASTS): Promise<void> => {
  try {
    // Undefined outside a secure context (plain http on another host): that is a failure too.
    await navigator.clipboard.writeText(text);
    outcome.copied(notices.copied, notices.shownMs);
  } catch {
    outcome.failed(notices.failed);
  }
};
