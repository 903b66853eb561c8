import { Intent } from "@blueprintjs/core";
import { DateInput } from "@blueprintjs/datetime";

interface DayInputProps {
  readonly id: string;
  /** YYYY-MM-DD, or "" for none. */
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly hasError?: boolean;
}

/** The picker's default loader imports a locale dynamically, which fails once bundled; English is what we want. */
const keepDefaultLocale = () => Promise.resolve(undefined);

/** A calendar day, typed DD/MM/YYYY or picked, weeks starting on Monday (§9). */
export const DayInput = ({ id, value, onChange, hasError = false }: DayInputProps) => (
  <DateInput
    value={value ? `${value}T00:00:00` : null}
    onChange={(picked) => onChange(picked ? picked.slice(0, 10) : "")}
    dateFnsFormat="dd/MM/yyyy"
    placeholder="DD/MM/YYYY"
    dateFnsLocaleLoader={keepDefaultLocale}
    dayPickerProps={{ weekStartsOn: 1 }}
    minDate={new Date(2015, 0, 1)}
    maxDate={new Date(new Date().getFullYear() + 5, 11, 31)}
    highlightCurrentDay
    showActionsBar
    fill
    inputProps={{ id, leftIcon: "calendar", intent: hasError ? Intent.DANGER : Intent.NONE, "aria-invalid": hasError ? true : undefined }}
  />
);
