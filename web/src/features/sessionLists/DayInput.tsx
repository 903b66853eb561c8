import { DayField } from "../../ui/DayField";

interface DayInputProps {
  readonly id: string;
  /** YYYY-MM-DD, or "" for none. */
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly hasError?: boolean;
}

const EARLIEST = new Date(2015, 0, 1);
const LATEST = new Date(new Date().getFullYear() + 5, 11, 31);

/** A day of the lists' filters and exports, from 2015 to five years ahead. */
export const DayInput = (props: DayInputProps) => <DayField {...props} minDate={EARLIEST} maxDate={LATEST} showActionsBar />;
