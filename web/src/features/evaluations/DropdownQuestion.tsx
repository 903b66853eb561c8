import { optionsOf } from "@wellbeing/domain";
import { useT } from "../../i18n/useT";
import { HTMLSelect } from "../../ui/HTMLSelect";
import { controlAria, type QuestionInputProps } from "./questionInputProps";

const NONE_CHOSEN = "";

/** A choice from a long list; a department's list follows the organisation chosen (§5), empty until one is. */
export const DropdownQuestion = (props: QuestionInputProps<"singleChoice" | "dropdown" | "dependentDropdown">) => {
  const t = useT();
  const { question, id, value, formState, disabled, onAnswer, onLeave } = props;
  const options = optionsOf(question, formState);
  const waitsForParent = question.kind === "dependentDropdown" && options.length === 0;
  return (
    <HTMLSelect
      id={id}
      {...controlAria(props)}
      fill
      value={typeof value === "string" ? value : NONE_CHOSEN}
      disabled={disabled || waitsForParent}
      onChange={(event) => onAnswer(event.currentTarget.value === NONE_CHOSEN ? null : event.currentTarget.value)}
      onBlur={onLeave}
      options={[
        { value: NONE_CHOSEN, label: t(waitsForParent ? "survey.chooseOrganisationFirst" : "survey.chooseAnOption") },
        ...options.map((option) => ({ value: option.value, label: t(option.label) })),
      ]}
    />
  );
};
