import { useT } from "../../i18n/useT";
import { Button } from "../../ui/Button";

interface AuditPagerProps {
  /** Where the newer page starts, or null on the newest. */
  readonly newer: string | null;
  /** Where the older page starts, or null on the oldest. */
  readonly older: string | null;
  readonly onPage: (page: { readonly before: string } | { readonly after: string }) => void;
}

/** Issue 24 §4: the history pages by position, so a page stays as it was while events arrive: newer and older, never page numbers. */
export const AuditPager = ({ newer, older, onPage }: AuditPagerProps) => {
  const t = useT();
  if (newer === null && older === null) return null;
  return (
    <nav className="button-row audit-pagination" aria-label={t("audit.eventHistory")}>
      <Button icon="arrow-left" text={t("audit.newer")} disabled={newer === null} onClick={() => newer !== null && onPage({ after: newer })} />
      <Button endIcon="arrow-right" text={t("audit.older")} disabled={older === null} onClick={() => older !== null && onPage({ before: older })} />
    </nav>
  );
};
