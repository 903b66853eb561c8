import { TextArea } from "@blueprintjs/core";
import { MAX_TEXT_ANSWER_LENGTH } from "@wellbeing/domain";
import { controlAria, type QuestionInputProps } from "./questionInputProps";

/** A written answer. */
export const TextQuestion = (props: QuestionInputProps<"text">) => {
  const { id, value, disabled, onAnswer, onLeave } = props;
  return (
    <TextArea
      id={id}
      {...controlAria(props)}
      fill
      autoResize
      maxLength={MAX_TEXT_ANSWER_LENGTH}
      value={typeof value === "string" ? value : ""}
      disabled={disabled}
      intent={props.invalid ? "danger" : "none"}
      onChange={(event) => onAnswer(event.currentTarget.value)}
      onBlur={onLeave}
    />
  );
};
