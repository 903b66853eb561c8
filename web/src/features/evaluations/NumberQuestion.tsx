import { InputGroup } from "@blueprintjs/core";
import { SCALES } from "@wellbeing/domain";
import { controlAria, type QuestionInputProps } from "./questionInputProps";

/**
 * A 0–10 answer (clamped by the domain as it is typed, §5) or a count of people or conversations: a
 * number field (the arrow keys step; Blueprint's NumericInput names its step buttons in English only).
 */
export const NumberQuestion = (props: QuestionInputProps<"zeroToTen" | "count">) => {
  const { question, id, value, disabled, onAnswer, onLeave } = props;
  const scale = question.kind === "zeroToTen" ? SCALES.zeroToTen : SCALES.count;
  const shown = typeof value === "number" || typeof value === "string" ? String(value) : "";
  return (
    <InputGroup
      id={id}
      {...controlAria(props)}
      type="number"
      inputMode="numeric"
      min={scale.min}
      max={scale.max}
      step={1}
      value={shown}
      disabled={disabled}
      intent={props.invalid ? "danger" : "none"}
      className="survey-number"
      onValueChange={(text) => onAnswer(text.trim() === "" ? null : Number(text))}
      onBlur={onLeave}
    />
  );
};
