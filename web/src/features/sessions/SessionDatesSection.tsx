import { Button } from "@blueprintjs/core";
import { LIMITS } from "@wellbeing/domain";
import { useT } from "../../i18n/useT";
import { FormSection } from "../../ui/FormSection";
import { SessionDateRow } from "./SessionDateRow";
import { EMPTY_DATE, type DateDraft } from "./draft";
import type { SessionFormState } from "./useSessionForm";

interface SessionDatesSectionProps {
  readonly form: SessionFormState;
  /** Only an admin may add or remove dates (§2.9). */
  readonly canEditDateCount: boolean;
}

/** Up to four dates; at least one always remains. */
export const SessionDatesSection = ({ form, canEditDateCount }: SessionDatesSectionProps) => {
  const t = useT();
  const { dates } = form.values;
  const setDates = (next: ReadonlyArray<DateDraft>) => form.change({ dates: next });
  const listError = form.errors.dates;

  return (
    <FormSection title={t("sessionFacts.datesHeading")}>
      {dates.map((date, index) => (
        <SessionDateRow
          key={index}
          index={index}
          date={date}
          errors={form.errors}
          onChange={(changed) => setDates(dates.map((each, at) => (at === index ? changed : each)))}
          onRemove={canEditDateCount ? () => setDates(dates.filter((_, at) => at !== index)) : undefined}
          canRemove={dates.length > LIMITS.minSessionDates}
        />
      ))}
      {listError && (
        <p className="field-error" role="alert">
          {listError}
        </p>
      )}
      {canEditDateCount && (
        <Button
          icon="add"
          variant="outlined"
          text={t("session.addDate")}
          disabled={dates.length >= LIMITS.maxSessionDates}
          onClick={() => setDates([...dates, EMPTY_DATE])}
        />
      )}
    </FormSection>
  );
};
