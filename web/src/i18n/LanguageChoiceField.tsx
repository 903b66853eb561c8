import { Radio, RadioGroup } from "@blueprintjs/core";
import { LANGUAGES, isLanguage, type Language } from "@wellbeing/domain";
import { FormField } from "../ui/FormField";
import { useT } from "./useT";

interface LanguageChoiceFieldProps {
  readonly name: string;
  readonly label: string;
  readonly value: Language;
  readonly onChange: (language: Language) => void;
}

/** The language a person wants to be written to in: each named in itself, Welsh first. */
export const LanguageChoiceField = ({ name, label, value, onChange }: LanguageChoiceFieldProps) => {
  const t = useT();
  return (
    <FormField label={label}>
      <RadioGroup
        name={name}
        inline
        selectedValue={value}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          if (isLanguage(chosen)) onChange(chosen);
        }}
      >
        {LANGUAGES.map((language) => (
          <Radio key={language} value={language} lang={language} label={t(language === "cy" ? "language.welsh" : "language.english")} />
        ))}
      </RadioGroup>
    </FormField>
  );
};
