import { NumericInput } from "@blueprintjs/core";
import { SCALES } from "@wellbeing/domain";
import { controlAria, type QuestionInputProps } from "./questionInputProps";

/** A 0–10 answer (clamped by the domain as it is typed, §5) or a count of people or conversations. Without step buttons: Blueprint names them in English only; the arrow keys step. */
export const NumberQuestion = (props: QuestionInputProps<"zeroToTen" | "count">) => {
  const { question, id, value, disabled, onAnswer, onLeave } = props;
  const scale = question.kind === "zeroToTen" ? SCALES.zeroToTen : SCALES.count;
  const shown = typeof value === "number" || typeof value === "string" ? String(value) : "";
  return (
    <NumericInput
      id={id}
      {...controlAria(props)}
      value={shown}
      min={scale.min}
      max={scale.max}
      minorStepSize={null}
      buttonPosition="none"
      allowNumericCharactersOnly
      disabled={disabled}
      intent={props.invalid ? "danger" : "none"}
      inputMode="numeric"
      onValueChange={(number, text) => onAnswer(text.trim() === "" ? null : Number.isFinite(number) ? number : text)}
      onBlur={onLeave}
    />
  );
};
