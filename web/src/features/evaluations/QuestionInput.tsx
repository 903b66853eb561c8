import { DropdownQuestion } from "./DropdownQuestion";
import { MatrixQuestion } from "./MatrixQuestion";
import { MultipleChoiceQuestion, SingleChoiceQuestion } from "./ChoiceQuestion";
import { NumberQuestion } from "./NumberQuestion";
import type { QuestionInputProps } from "./questionInputProps";
import { StarQuestion } from "./StarQuestion";
import { TextQuestion } from "./TextQuestion";

/** The Blueprint control of a question's kind. */
export const QuestionInput = (props: QuestionInputProps) => {
  const { question } = props;
  switch (question.kind) {
    case "zeroToTen":
    case "count":
      return <NumberQuestion {...props} question={question} />;
    case "star":
      return <StarQuestion {...props} question={question} />;
    case "singleChoice":
      return <SingleChoiceQuestion {...props} question={question} />;
    case "multipleChoice":
      return <MultipleChoiceQuestion {...props} question={question} />;
    case "dropdown":
    case "dependentDropdown":
      return <DropdownQuestion {...props} question={question} />;
    case "matrix":
      return <MatrixQuestion {...props} question={question} />;
    case "text":
      return <TextQuestion {...props} question={question} />;
  }
};
