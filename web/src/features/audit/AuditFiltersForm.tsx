import { DOMAIN_EVENT_TYPES } from "@wellbeing/domain";
import { useState, type FormEvent } from "react";
import { useT } from "../../i18n/useT";
import { Button } from "../../ui/Button";
import { FormField } from "../../ui/FormField";
import { HTMLSelect } from "../../ui/HTMLSelect";
import { TextField } from "../../ui/TextField";
import { NO_AUDIT_FILTERS, type AuditFilters, type FilterName } from "./search";

interface AuditFiltersFormProps {
  /** The filters the history shows now. */
  readonly applied: AuditFilters;
  readonly onApply: (filters: AuditFilters) => void;
  /** The server's words on the filters it refused, by filter name. */
  readonly errors: Readonly<Record<string, string>>;
}

/** The history's filters: a stream, a session or person, a type, an actor and a date range (keyed by the applied ones: a new address starts a fresh draft). */
export const AuditFiltersForm = ({ applied, onApply, errors }: AuditFiltersFormProps) => {
  const t = useT();
  const [draft, setDraft] = useState<AuditFilters>(applied);
  const change = (name: FilterName) => (value: string) => setDraft((current) => ({ ...current, [name]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };

  return (
    <form className="audit-filters" onSubmit={submit} aria-label={t("ui.filters")} noValidate>
      <TextField
        id="audit-subject"
        label={t("audit.subject")}
        hint={t("audit.subjectHint")}
        value={draft.subject}
        onChange={change("subject")}
        error={errors.subject}
        optional
      />
      <TextField
        id="audit-stream"
        label={t("audit.stream")}
        hint={t("audit.streamHint")}
        value={draft.stream}
        onChange={change("stream")}
        error={errors.stream}
        optional
      />
      <FormField label={t("audit.type")} labelFor="audit-type" error={errors.type} optional>
        <HTMLSelect id="audit-type" value={draft.type} onChange={(event) => change("type")(event.currentTarget.value)} fill>
          <option value="">{t("audit.anyType")}</option>
          {DOMAIN_EVENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </HTMLSelect>
      </FormField>
      <TextField
        id="audit-actor"
        label={t("audit.actor")}
        hint={t("audit.actorHint")}
        value={draft.actor}
        onChange={change("actor")}
        error={errors.actor}
        optional
      />
      <TextField id="audit-from" type="date" label={t("ui.from")} value={draft.from} onChange={change("from")} error={errors.from} optional />
      <TextField id="audit-to" type="date" label={t("audit.to")} value={draft.to} onChange={change("to")} error={errors.to} optional />
      <div className="audit-filter-actions">
        <Button type="submit" intent="primary" icon="filter" text={t("audit.applyFilters")} />
        <Button icon="cross" text={t("ui.clearFilters")} onClick={() => onApply(NO_AUDIT_FILTERS)} />
      </div>
    </form>
  );
};
