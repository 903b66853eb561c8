import { HTMLSelect } from "../../ui/HTMLSelect";
import { useT } from "../../i18n/useT";
import { DayField } from "../../ui/DayField";
import { FormField } from "../../ui/FormField";
import { HOURLY_TIMES } from "./scheduleTime";

interface ScheduleFieldsProps {
  readonly day: string | null;
  readonly time: string | null;
  readonly onDayChange: (day: string | null) => void;
  readonly onTimeChange: (time: string | null) => void;
  readonly error?: string | undefined;
}

const TWO_YEARS_AHEAD = new Date(new Date().getFullYear() + 2, 11, 31);
const startOfToday = () => {
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  return today;
};

/** Schedule Email's day and hour (§2.11, §9: HH:mm in 60-minute steps). */
export const ScheduleFields = ({ day, time, onDayChange, onTimeChange, error }: ScheduleFieldsProps) => {
  const t = useT();
  return (
    <div className="schedule-fields">
      <FormField label={t("mailScreens.sendOn")} labelFor="schedule-day" error={error}>
        <DayField
          id="schedule-day"
          value={day ?? ""}
          onChange={(picked) => onDayChange(picked || null)}
          minDate={startOfToday()}
          maxDate={TWO_YEARS_AHEAD}
          hasError={error !== undefined}
        />
      </FormField>
      <FormField label={t("mailScreens.at")} labelFor="schedule-time">
        <HTMLSelect
          id="schedule-time"
          value={time ?? ""}
          onChange={(event) => onTimeChange(event.currentTarget.value || null)}
          options={[{ value: "", label: "HH:mm" }, ...HOURLY_TIMES.map((hour) => ({ value: hour, label: hour }))]}
        />
      </FormField>
    </div>
  );
};
