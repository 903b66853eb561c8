import { Callout, Icon } from "@blueprintjs/core";
import type { ToDoItem } from "@wellbeing/domain";
import { useT } from "../../i18n/useT";
import { LinkButton } from "../../ui/LinkButton";
import { toDoEntry } from "./toDoEntries";

/** The staff home's 'what needs doing' (§2.6): each line a session and a way to the screen that resolves it. */
export const ToDoList = ({ items }: { readonly items: ReadonlyArray<ToDoItem> }) => {
  const t = useT();
  if (items.length === 0) {
    return (
      <Callout intent="success" icon="tick-circle" className="staff-home-empty">
        {t("staffHome.nothingToDo")}
      </Callout>
    );
  }
  return (
    <ul className="to-do-list">
      {items.map((item) => {
        const entry = toDoEntry(item, t);
        return (
          <li key={entry.key} className="to-do-item">
            <Icon icon={entry.icon} intent={entry.intent} size={18} className="to-do-icon" />
            <div className="to-do-text">
              <strong className="to-do-title">{entry.title}</strong>
              <span>{entry.detail}</span>
              <span className="muted-note">{entry.session}</span>
            </div>
            <LinkButton
              to={entry.to}
              text={t("staffHome.openSession")}
              aria-label={t("staffHome.openSessionOf", { session: `${entry.title}: ${entry.session}` })}
              size="small"
              variant="outlined"
              className="to-do-link"
            />
          </li>
        );
      })}
    </ul>
  );
};
