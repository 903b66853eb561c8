import { Button, Intent, Tooltip } from "@blueprintjs/core";
import type { FieldErrors } from "@wellbeing/domain";
import { useT } from "../../i18n/useT";
import { DayField } from "../../ui/DayField";
import { FormField } from "../../ui/FormField";
import { TextField } from "../../ui/TextField";
import type { DateDraft } from "./draft";

interface SessionDateRowProps {
  readonly index: number;
  readonly date: DateDraft;
  readonly errors: FieldErrors;
  readonly onChange: (date: DateDraft) => void;
  /** Absent when the person may not remove dates. */
  readonly onRemove?: (() => void) | undefined;
  readonly canRemove: boolean;
}

const YEARS_BACK = 2;
const YEARS_AHEAD = 3;
const shiftYears = (years: number) => {
  const date = new Date();
  date.setFullYear(date.getFullYear() + years);
  return date;
};
const MIN_DATE = shiftYears(-YEARS_BACK);
const MAX_DATE = shiftYears(YEARS_AHEAD);

/** One session date: the day, and optional start and end times (HH:mm, 24 hours). */
export const SessionDateRow = ({ index, date, errors, onChange, onRemove, canRemove }: SessionDateRowProps) => {
  const t = useT();
  const number = index + 1;
  const errorOf = (field: keyof DateDraft) => errors[`dates.${index}.${field}`];
  const dayError = errorOf("sessionDate");
  return (
    <div className="date-row">
      <FormField label={t("session.dateLabel", { number })} labelFor={`session-date-${index}`} error={dayError} className="date-row-day">
        <DayField
          id={`session-date-${index}`}
          value={date.sessionDate}
          onChange={(sessionDate) => onChange({ ...date, sessionDate })}
          minDate={MIN_DATE}
          maxDate={MAX_DATE}
          hasError={dayError !== undefined}
          showActionsBar
        />
      </FormField>
      {(["startTime", "endTime"] as const).map((field) => (
        <TextField
          key={field}
          id={`session-${field}-${index}`}
          className="date-row-time"
          label={t(field === "startTime" ? "session.startTime" : "session.endTime")}
          placeholder={t("session.timePlaceholder")}
          inputMode="numeric"
          maxLength={5}
          leftIcon="time"
          value={date[field]}
          onChange={(value) => onChange({ ...date, [field]: value })}
          error={errorOf(field)}
          optional
        />
      ))}
      {onRemove && (
        <Tooltip content={canRemove ? t("session.removeDate", { number }) : t("session.needsOneDate")} className="date-row-remove">
          <Button
            icon="trash"
            variant="minimal"
            intent={Intent.DANGER}
            aria-label={t("session.removeDate", { number })}
            disabled={!canRemove}
            onClick={onRemove}
          />
        </Tooltip>
      )}
    </div>
  );
};
