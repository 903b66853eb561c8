import { Icon } from "@blueprintjs/core";
import { SCALES } from "@wellbeing/domain";
import { useT } from "../../i18n/useT";
import { controlAria, type QuestionInputProps } from "./questionInputProps";

const CHOICES = Array.from({ length: SCALES.star.max - SCALES.star.min + 1 }, (_, index) => SCALES.star.min + index);

/**
 * 0–5 stars (§5) as a radio group: real radio buttons (arrow keys move between them, each named
 * '3 of 5 stars'), drawn as Blueprint star icons filled up to the rating.
 */
export const StarQuestion = (props: QuestionInputProps<"star">) => {
  const t = useT();
  const { id, value, disabled, onAnswer, onLeave } = props;
  const rating = typeof value === "number" ? value : null;
  const choice = (stars: number) => (
    <label key={stars} className={`star-choice${rating === stars ? " is-checked" : ""}`}>
      <input
        type="radio"
        className="sr-only"
        name={id}
        value={stars}
        checked={rating === stars}
        disabled={disabled}
        onChange={() => onAnswer(stars)}
        onBlur={onLeave}
      />
      {stars === 0 ? (
        <span className="star-none">{t("survey.noStars")}</span>
      ) : (
        <>
          <Icon icon={rating !== null && rating >= stars ? "star" : "star-empty"} size={24} aria-hidden />
          <span className="sr-only">{t("survey.starsOf", { stars })}</span>
        </>
      )}
    </label>
  );
  return (
    <div role="radiogroup" {...controlAria(props)} className={`star-rating${disabled ? " is-disabled" : ""}`}>
      {choice(CHOICES[0]!)}
      {/* The five stars keep together: on a narrow screen they move below 'No stars' as one row. */}
      <span className="star-scale">{CHOICES.slice(1).map(choice)}</span>
    </div>
  );
};
