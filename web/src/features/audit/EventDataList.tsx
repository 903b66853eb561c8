import { Tag } from "@blueprintjs/core";
import { auditFieldLabel, type AuditEventView, type PersonalValue } from "@wellbeing/domain";
import { useT } from "../../i18n/useT";
import { valueText } from "./search";

/** Issue 24 §2: a response's row says why it shows so little. */
const AnonymousNote = () => {
  const t = useT();
  return (
    <Tag minimal multiline icon="shield" className="audit-anonymous">
      {t("audit.anonymousResponse")}
    </Tag>
  );
};

/** A personal field: its value (admins), or masked (auditors), or erased (everyone). */
export const PersonalValueText = ({ value }: { readonly value: PersonalValue }) => {
  const t = useT();
  if (value.state === "masked")
    return (
      <Tag minimal icon="eye-off">
        {t("audit.masked")}
      </Tag>
    );
  if (value.state === "erased")
    return (
      <Tag minimal intent="warning" icon="disable">
        {t("ui.erased")}
      </Tag>
    );
  return <span className="audit-personal">{valueText(value.value)}</span>;
};

/** An event's data: its open fields as recorded, then its personal ones as this reader may see them; each named in the reader's language; a response says it is one. */
export const EventDataList = ({ event }: { readonly event: AuditEventView }) => {
  const t = useT();
  return (
    <dl className="audit-data">
      {event.anonymous && <AnonymousNote />}
      {Object.entries(event.data).map(([field, value]) => (
        <div key={field} className="audit-data-row">
          <dt title={field}>{auditFieldLabel(t, field)}</dt>
          <dd>{valueText(value)}</dd>
        </div>
      ))}
      {event.personal.map(({ field, value }) => (
        <div key={field} className="audit-data-row">
          <dt title={field}>{auditFieldLabel(t, field)}</dt>
          <dd>
            <PersonalValueText value={value} />
          </dd>
        </div>
      ))}
    </dl>
  );
};
