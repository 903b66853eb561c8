import { Button, HTMLTable } from "@blueprintjs/core";
import type { StaffListItem } from "@wellbeing/domain";
import type { ReactNode } from "react";
import { useT } from "../../i18n/useT";
import { displayName, organisationText } from "./staffViews";

export interface StaffColumn {
  readonly header: string;
  readonly cell: (item: StaffListItem) => ReactNode;
}

interface StaffTableProps {
  readonly rows: ReadonlyArray<StaffListItem>;
  readonly viewerId: string;
  /** The columns between Organisation and the actions, per list. */
  readonly columns: ReadonlyArray<StaffColumn>;
  readonly onView: (item: StaffListItem) => void;
  /** Extra actions of a row (a local lead's Delete). */
  readonly rowActions?: (item: StaffListItem) => ReactNode;
}

interface StaffTableFrameProps {
  /** The column after Name, hidden on a phone. */
  readonly secondHeader: string;
  /** The headers after it. */
  readonly moreHeaders?: ReactNode;
  /** The rows. */
  readonly children: ReactNode;
}

/** A table of staff members: it scrolls sideways when it must, Name first, then a column a phone leaves out. */
export const StaffTableFrame = ({ secondHeader, moreHeaders, children }: StaffTableFrameProps) => {
  const t = useT();
  return (
    <div className="staff-table-scroll">
      <HTMLTable className="staff-table" striped>
        <thead>
          <tr>
            <th scope="col">{t("ui.name")}</th>
            <th scope="col" className="staff-hide-mobile">
              {secondHeader}
            </th>
            {moreHeaders}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </HTMLTable>
    </div>
  );
};

/** Trainers or local leads, one row each: name, organisation, the list's own columns, View. */
export const StaffTable = ({ rows, viewerId, columns, onView, rowActions }: StaffTableProps) => {
  const t = useT();
  return (
    <StaffTableFrame
      secondHeader={t("staffScreens.organisation")}
      moreHeaders={
        <>
          {columns.map((column) => (
            <th key={column.header} scope="col" className="staff-hide-mobile">
              {column.header}
            </th>
          ))}
          <th scope="col">
            <span className="sr-only">{t("ui.actions")}</span>
          </th>
        </>
      }
    >
      {rows.map((item) => (
        <tr key={item._id}>
          <td className="staff-name">{displayName(t, item, viewerId)}</td>
          <td className="staff-hide-mobile">{organisationText(t, item)}</td>
          {columns.map((column) => (
            <td key={column.header} className="staff-hide-mobile">
              {column.cell(item)}
            </td>
          ))}
          <td className="staff-actions">
            <Button
              size="small"
              variant="outlined"
              text={t("ui.view")}
              aria-label={item.name === null ? t("ui.viewDetails") : t("staffScreens.viewNamed", { name: item.name })}
              onClick={() => onView(item)}
            />
            {rowActions?.(item)}
          </td>
        </tr>
      ))}
    </StaffTableFrame>
  );
};
