import { HTMLTable, Radio } from "@blueprintjs/core";
import type { MatrixAnswer } from "@wellbeing/domain";
import { useT } from "../../i18n/useT";
import type { QuestionInputProps } from "./questionInputProps";

const ratingsOf = (value: QuestionInputProps["value"]): MatrixAnswer =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as MatrixAnswer) : {};

/**
 * A matrix rating (§3 rows × rate labels) as a table: one radio group per row (the row's buttons share
 * a name, so arrow keys move along the row), each button named by its row and its column. Where the
 * table does not fit (a phone), each row stacks its choices, each with its rate label beside it
 * (evaluations.css): every label stays in view, whatever the language.
 */
export const MatrixQuestion = (props: QuestionInputProps<"matrix">) => {
  const t = useT();
  const { question, id, labelId, describedBy, value, disabled, invalid, onAnswer, onLeave } = props;
  const ratings = ratingsOf(value);
  const columnId = (label: string) => `${id}-column-${label}`;
  const rowId = (row: string) => `${id}-row-${row}`;
  return (
    <div className="survey-matrix">
      <HTMLTable compact striped aria-labelledby={labelId} aria-describedby={describedBy}>
        <thead>
          <tr>
            <td />
            {question.rateLabels.map((label) => (
              <th key={label.value} id={columnId(label.value)} scope="col">
                {t(label.label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {question.rows.map((row) => (
            <tr key={row.value}>
              <th id={rowId(row.value)} scope="row">
                {t(row.label)}
              </th>
              {question.rateLabels.map((label) => (
                <td key={label.value}>
                  <Radio
                    name={rowId(row.value)}
                    value={label.value}
                    labelElement={<span className="survey-matrix-choice-label">{t(label.label)}</span>}
                    checked={ratings[row.value] === label.value}
                    disabled={disabled}
                    aria-labelledby={`${rowId(row.value)} ${columnId(label.value)}`}
                    aria-invalid={invalid && ratings[row.value] === undefined ? true : undefined}
                    onChange={() => onAnswer({ ...ratings, [row.value]: label.value })}
                    onBlur={onLeave}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
};
