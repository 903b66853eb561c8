import { Either } from "effect";
import { SPECIAL_MODULES, SPECIAL_MODULE_OF_COURSE, type Course, type Module } from "../constants";
import { PRODUCT_TEXTS } from "../messages";
import { isAdminLevel, type Role } from "../roles";
import { NotAllowed, ValidationFailed, type DomainError } from "../shared/domainError";
import type { Actor, TrainerFacts } from "./commands";
import type { SessionForm } from "./form";

/** Roles that may create and manage sessions (§2.3). */
export const SESSION_MANAGER_ROLES: ReadonlyArray<Role> = ["admin", "superAdmin", "localLead", "trainer"];

/** Roles a person needs to be chosen as one of a session's trainers. */
const DELIVERING_ROLES: ReadonlyArray<Role> = ["trainer", "localLead"];

/** The modules a role may put on a session of a course (the special one for admins only). */
export const modulesOffered = (course: Course, role: Role): ReadonlyArray<Module> => {
  const regular: ReadonlyArray<Module> = ["1", "2", "3"];
  return isAdminLevel(role) ? [...regular, SPECIAL_MODULE_OF_COURSE[course]] : regular;
};

/** Changing the course maps the special module: Trainer Upskill ↔ Train the Trainer (§2.9). */
export const mapModulesToCourse = (modules: ReadonlyArray<Module>, course: Course): ReadonlyArray<Module> => {
  const special = SPECIAL_MODULE_OF_COURSE[course];
  return [...new Set(modules.map((module) => (SPECIAL_MODULES.includes(module) ? special : module)))];
};

const trainerIds = (form: SessionForm): ReadonlyArray<string> =>
  form.partnerTrainer2 ? [form.partnerTrainer1, form.partnerTrainer2] : [form.partnerTrainer1];

/** The rules a session form must meet for this actor, beyond its field formats. */
export const checkSessionRules = (
  form: SessionForm,
  actor: Actor,
  trainers: ReadonlyArray<TrainerFacts>,
): Either.Either<ReadonlyArray<string>, DomainError> => {
  if (!SESSION_MANAGER_ROLES.includes(actor.role)) return Either.left(new NotAllowed({ reason: PRODUCT_TEXTS.notAllowed }));
  const special = form.modules.filter((module) => SPECIAL_MODULES.includes(module));
  if (special.length > 0 && !isAdminLevel(actor.role)) {
    return Either.left(new NotAllowed({ reason: PRODUCT_TEXTS.specialModuleAdminOnly }));
  }
  if (special.some((module) => module !== SPECIAL_MODULE_OF_COURSE[form.course])) {
    return Either.left(new ValidationFailed({ fields: { modules: PRODUCT_TEXTS.moduleNotInCourse } }));
  }

  const fields: Record<string, string> = {};
  const chosen = trainerIds(form);
  chosen.forEach((id, index) => {
    const field = `partnerTrainer${index + 1}`;
    const facts = trainers.find((trainer) => trainer.userId === id);
    if (!facts || !facts.roles.some((role) => DELIVERING_ROLES.includes(role))) {
      fields[field] = PRODUCT_TEXTS.trainerUnknown;
    } else if (actor.role === "localLead" && id !== actor.userId && facts.localLeadId !== actor.userId) {
      fields[field] = PRODUCT_TEXTS.trainerNotInGroup;
    }
  });
  if (chosen.length === 2 && chosen[0] === chosen[1]) fields.partnerTrainer2 ??= PRODUCT_TEXTS.trainersMustDiffer;
  if (actor.role === "trainer" && !chosen.includes(actor.userId)) fields.partnerTrainer1 ??= PRODUCT_TEXTS.trainerMustIncludeSelf;
  return Object.keys(fields).length > 0 ? Either.left(new ValidationFailed({ fields })) : Either.right(chosen);
};
