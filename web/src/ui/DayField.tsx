// The calendar's styles come with the calendar: no screen before the first form needs them.
import "@blueprintjs/datetime/lib/css/blueprint-datetime.css";
import { Intent } from "@blueprintjs/core";
import { DateInput } from "@blueprintjs/datetime";
import { useRef, useState, type KeyboardEvent } from "react";
import type { Locale } from "date-fns";
import { useLanguage } from "../i18n/useT";
import { relabelCalendar } from "./relabelCalendar";

interface DayFieldProps {
  readonly id: string;
  /** YYYY-MM-DD, or "" for none. */
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly minDate: Date;
  readonly maxDate: Date;
  readonly hasError?: boolean;
  /** The calendar's Today and Clear buttons. */
  readonly showActionsBar?: boolean;
}

/**
 * The calendar's month and day names in the language on screen. The picker's own loader imports any
 * locale by a computed path, which the bundle cannot hold; this one knows the two we speak.
 */
const loadLocale = async (code: string): Promise<Locale> =>
  code === "cy" ? (await import("date-fns/locale/cy")).default : (await import("date-fns/locale/en-GB")).default;

const sameMonth = (a: string, b: string) => a.slice(0, 7) === b.slice(0, 7);

/**
 * A calendar day, typed DD/MM/YYYY or picked, weeks starting on Monday (§9). It behaves as a field
 * of the form around it: Tab goes on to the next field with the calendar closed, Enter takes the
 * typed day without submitting the form, and Escape closes the calendar only (not the drawer or
 * dialog the field sits in). The calendar's open state is kept here because Blueprint's own moves
 * the focus into the calendar on Tab.
 */
export const DayField = ({ id, value, onChange, minDate, maxDate, hasError = false, showActionsBar = false }: DayFieldProps) => {
  const { t, language } = useLanguage();
  const [isOpen, setIsOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const relabelling = useRef<MutationObserver | null>(null);
  const isTyping = () => document.activeElement === inputRef.current;

  // Read before the picker's own key handling (capture phase), which would otherwise take these keys.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    const inInput = event.target === inputRef.current;
    if (event.key === "Tab" && inInput) {
      setIsOpen(false);
      event.stopPropagation();
    } else if (event.key === "Enter" && inInput) {
      event.preventDefault();
      setIsOpen(false);
    } else if (event.key === "Escape" && isOpen) {
      event.stopPropagation();
      setIsOpen(false);
      inputRef.current?.focus();
    }
  };

  const onPicked = (picked: string | null) => {
    const day = picked ? picked.slice(0, 10) : "";
    // A day clicked in the calendar closes it; a day being typed, or another month shown, keeps it open.
    if (!isTyping() && !(value && day && !sameMonth(value, day))) setIsOpen(false);
    onChange(day);
  };

  return (
    <div className="day-field" onKeyDownCapture={onKeyDownCapture}>
      <DateInput
        value={value ? `${value}T00:00:00` : null}
        onChange={onPicked}
        dateFnsFormat="dd/MM/yyyy"
        placeholder={t("ui.dayPlaceholder")}
        minDate={minDate}
        maxDate={maxDate}
        locale={language === "cy" ? "cy" : "en-GB"}
        dateFnsLocaleLoader={loadLocale}
        dayPickerProps={{
          weekStartsOn: 1,
          labels: {
            labelPrevious: () => t("ui.previousMonth"),
            labelNext: () => t("ui.nextMonth"),
            labelMonthDropdown: () => t("ui.month"),
            labelYearDropdown: () => t("ui.year"),
          },
        }}
        highlightCurrentDay
        showActionsBar={showActionsBar}
        todayButtonText={t("ui.today")}
        clearButtonText={t("ui.clear")}
        invalidDateMessage={t("ui.invalidDate")}
        outOfRangeMessage={t("ui.dateOutOfRange")}
        fill
        popoverProps={{
          isOpen,
          onClose: () => setIsOpen(false),
          onOpening: (popover) => {
            relabelling.current?.disconnect();
            relabelling.current = relabelCalendar(popover, t);
          },
          onClosed: () => relabelling.current?.disconnect(),
        }}
        inputProps={{
          id,
          inputRef,
          leftIcon: "calendar",
          intent: hasError ? Intent.DANGER : Intent.NONE,
          "aria-invalid": hasError ? true : undefined,
          onFocus: () => setIsOpen(true),
          onClick: () => setIsOpen(true),
        }}
      />
    </div>
  );
};
