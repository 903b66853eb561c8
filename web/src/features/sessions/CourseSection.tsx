import { InputGroup, Intent } from "@blueprintjs/core";
import { HTMLSelect } from "../../ui/HTMLSelect";
import { COURSES, modulesOffered, type Course, type Role } from "@wellbeing/domain";
import { useT } from "../../i18n/useT";
import { FormField } from "../../ui/FormField";
import { FormSection } from "../../ui/FormSection";
import { ModulesSelect } from "./ModulesSelect";
import { coursePatch, errorUnder } from "./draft";
import type { SessionFormState } from "./useSessionForm";

interface CourseSectionProps {
  readonly form: SessionFormState;
  readonly role: Role;
  /** An edited session that has the special module keeps it, mapped to the course. */
  readonly keepsSpecialModule: boolean;
}

/** The course, its modules (the special one for admins) and the session's capacity. */
export const CourseSection = ({ form, role, keepsSpecialModule }: CourseSectionProps) => {
  const t = useT();
  const { course, modules, capacity } = form.values;
  const modulesError = errorUnder(form.errors, "modules");
  return (
    <FormSection title={t("sessionFacts.course")}>
      <div className="field-row">
        <FormField label={t("sessionFacts.course")} labelFor="session-course" error={form.errors.course}>
          <HTMLSelect
            id="session-course"
            fill
            value={course}
            onChange={(event) => form.change(coursePatch(form.values, event.currentTarget.value as Course, role, keepsSpecialModule))}
            className={form.errors.course ? "select-error" : undefined}
            aria-invalid={form.errors.course ? true : undefined}
          >
            <option value="" disabled>
              {t("ui.chooseCourse")}
            </option>
            {COURSES.map((each) => (
              <option key={each} value={each}>
                {t(`session.course_${each}`)}
              </option>
            ))}
          </HTMLSelect>
        </FormField>
        <FormField label={t("sessionFacts.capacity")} labelFor="session-capacity" error={form.errors.capacity} hint={t("session.capacityHint")}>
          {/* Digits only, checked by the form's rules: Blueprint's NumericInput warns on every value outside its own bounds. */}
          <InputGroup
            id="session-capacity"
            fill
            inputMode="numeric"
            value={capacity}
            onValueChange={(text) => form.change({ capacity: text.replace(/\D/g, "") })}
            intent={form.errors.capacity ? Intent.DANGER : Intent.NONE}
            aria-invalid={form.errors.capacity ? true : undefined}
            placeholder={t("session.capacityPlaceholder")}
          />
        </FormField>
      </div>
      <FormField label={t("sessionFacts.modulesHeading")} labelFor="session-modules" error={modulesError}>
        <ModulesSelect
          id="session-modules"
          offered={course ? modulesOffered(course, role, keepsSpecialModule) : []}
          selected={modules}
          onChange={(next) => form.change({ modules: next })}
          hasError={modulesError !== undefined}
          disabled={course === ""}
          placeholder={t(course === "" ? "session.chooseCourseFirst" : "session.chooseModules")}
        />
      </FormField>
    </FormSection>
  );
};
