import { Button, ButtonGroup } from "@blueprintjs/core";
import { useT } from "../i18n/useT";
import { pageButtons, pageCount } from "./pagination";

interface PaginationProps {
  readonly page: number;
  readonly total: number;
  readonly pageSize: number;
  readonly onChange: (page: number) => void;
  readonly className?: string;
}

/** Previous, page numbers and Next; nothing when everything fits on one page. */
export const Pagination = ({ page, total, pageSize, onChange, className }: PaginationProps) => {
  const t = useT();
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  return (
    <nav aria-label={t("ui.pages")} className={className}>
      <ButtonGroup>
        <Button icon="chevron-left" aria-label={t("ui.previousPage")} disabled={page <= 1} onClick={() => onChange(page - 1)} />
        {pageButtons(page, pages).map((number, index) =>
          number === null ? (
            <Button key={`gap-${index}`} text="…" disabled aria-hidden />
          ) : (
            <Button
              key={number}
              text={String(number)}
              active={number === page}
              aria-current={number === page ? "page" : undefined}
              aria-label={t("ui.page", { number: String(number) })}
              onClick={() => onChange(number)}
            />
          ),
        )}
        <Button icon="chevron-right" aria-label={t("ui.nextPage")} disabled={page >= pages} onClick={() => onChange(page + 1)} />
      </ButtonGroup>
    </nav>
  );
};
