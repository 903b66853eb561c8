import { HTMLSelect, InputGroup, Intent } from "@blueprintjs/core";
import { COURSES, COURSE_LABELS, modulesOffered, type Course, type Role } from "@wellbeing/domain";
import { FormField } from "../../ui/FormField";
import { FormSection } from "../../ui/FormSection";
import { ModulesSelect } from "./ModulesSelect";
import { coursePatch, errorUnder } from "./sessionDraft";
import type { SessionFormState } from "./useSessionForm";

interface CourseSectionProps {
  readonly form: SessionFormState;
  readonly role: Role;
  /** An edited session that has the special module keeps it, mapped to the course. */
  readonly keepsSpecialModule: boolean;
}

/** The course, its modules (the special one for admins) and the session's capacity. */
export const CourseSection = ({ form, role, keepsSpecialModule }: CourseSectionProps) => {
  const { course, modules, capacity } = form.values;
  const modulesError = errorUnder(form.errors, "modules");
  return (
    <FormSection title="Course">
      <div className="field-row">
        <FormField label="Course" labelFor="session-course" error={form.errors.course}>
          <HTMLSelect
            id="session-course"
            fill
            value={course}
            onChange={(event) => form.change(coursePatch(form.values, event.currentTarget.value as Course, role, keepsSpecialModule))}
            className={form.errors.course ? "select-error" : undefined}
            aria-invalid={form.errors.course ? true : undefined}
          >
            <option value="" disabled>
              Choose a course
            </option>
            {COURSES.map((each) => (
              <option key={each} value={each}>
                {COURSE_LABELS[each]}
              </option>
            ))}
          </HTMLSelect>
        </FormField>
        <FormField label="Capacity" labelFor="session-capacity" error={form.errors.capacity} hint="The most participants who can register">
          {/* Digits only, checked by the form's rules: Blueprint's NumericInput warns on every value outside its own bounds. */}
          <InputGroup
            id="session-capacity"
            fill
            inputMode="numeric"
            value={capacity}
            onValueChange={(text) => form.change({ capacity: text.replace(/\D/g, "") })}
            intent={form.errors.capacity ? Intent.DANGER : Intent.NONE}
            aria-invalid={form.errors.capacity ? true : undefined}
            placeholder="e.g. 12"
          />
        </FormField>
      </div>
      <FormField label="Modules" labelFor="session-modules" error={modulesError}>
        <ModulesSelect
          id="session-modules"
          offered={course ? modulesOffered(course, role, keepsSpecialModule) : []}
          selected={modules}
          onChange={(next) => form.change({ modules: next })}
          hasError={modulesError !== undefined}
          disabled={course === ""}
          placeholder={course === "" ? "Choose a course first" : "Choose modules"}
        />
      </FormField>
    </FormSection>
  );
};
