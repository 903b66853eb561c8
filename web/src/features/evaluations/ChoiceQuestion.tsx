import { Checkbox, Radio, RadioGroup } from "@blueprintjs/core";
import { chosenValues } from "@wellbeing/domain";
import { useT } from "../../i18n/useT";
import { controlAria, type QuestionInputProps } from "./questionInputProps";

/** One option among several, as radio buttons (a dropdown question is the same answer in a list). */
export const SingleChoiceQuestion = (props: QuestionInputProps<"singleChoice" | "dropdown">) => {
  const t = useT();
  const { question, id, value, disabled, onAnswer, onLeave } = props;
  return (
    <RadioGroup
      {...controlAria(props)}
      name={id}
      selectedValue={typeof value === "string" ? value : undefined}
      disabled={disabled}
      onChange={(event) => onAnswer(event.currentTarget.value)}
      onBlur={onLeave}
    >
      {question.options.map((option) => (
        <Radio key={option.value} value={option.value} label={t(option.label)} />
      ))}
    </RadioGroup>
  );
};

/** Any of several options, as check boxes (at least one for a required question). */
export const MultipleChoiceQuestion = (props: QuestionInputProps<"multipleChoice">) => {
  const t = useT();
  const { question, value, disabled, onAnswer, onLeave } = props;
  const chosen = chosenValues(value);
  const toggle = (option: string, checked: boolean) =>
    onAnswer(question.options.map((candidate) => candidate.value).filter((candidate) => (candidate === option ? checked : chosen.includes(candidate))));
  return (
    <div role="group" {...controlAria(props)} onBlur={onLeave}>
      {question.options.map((option) => (
        <Checkbox
          key={option.value}
          label={t(option.label)}
          checked={chosen.includes(option.value)}
          disabled={disabled}
          onChange={(event) => toggle(option.value, event.currentTarget.checked)}
        />
      ))}
    </div>
  );
};
