import type { ExportTarget, SessionFilters } from "@wellbeing/domain";
import { ExportRangeDialog } from "../exports/ExportRangeDialog";
import { exportSearch } from "../exports/ExportButton";

interface ExportSessionsDialogProps {
  readonly isOpen: boolean;
  readonly onClose: () => void;
  readonly target: ExportTarget;
  readonly filters: Partial<SessionFilters>;
}

/** Export CSV (§2.7, §7): sessions with a date in the chosen range (either end may stay open). */
export const ExportSessionsDialog = ({ target, filters, ...dialog }: ExportSessionsDialogProps) => (
  <ExportRangeDialog kind="sessions" search={exportSearch({ target, filters })} {...dialog} />
);
