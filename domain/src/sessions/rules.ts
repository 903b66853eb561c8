import { Either } from "effect";
import { SPECIAL_MODULES, SPECIAL_MODULE_OF_COURSE, type Course, type Module } from "../constants";
import { message, type Message } from "../i18n/translate";
import { isAdminLevel, type Role } from "../roles";
import { NotAllowed, ValidationFailed, type DomainError } from "../shared/domainError";
import type { Actor, TrainerFacts } from "./commands";
import type { SessionDetails } from "./events";
import type { SessionForm } from "./form";

/** Roles that may create and manage sessions (§2.3). */
export const SESSION_MANAGER_ROLES: ReadonlyArray<Role> = ["admin", "superAdmin", "localLead", "trainer"];

/** Roles a person needs to be chosen as one of a session's trainers. */
const DELIVERING_ROLES: ReadonlyArray<Role> = ["trainer", "localLead"];

/** Train the Trainer or Trainer Upskill: a module with no number, outside the course's modules 1–3. */
export const isSpecialModule = (module: Module): boolean => SPECIAL_MODULES.includes(module);

export const hasSpecialModule = (modules: ReadonlyArray<Module>): boolean => modules.some(isSpecialModule);

/**
 * The modules a role may put on a session of a course: the special one for admins, or for anyone
 * editing a session that already has it (it follows the course, §2.9).
 */
export const modulesOffered = (course: Course, role: Role, keepsSpecialModule = false): ReadonlyArray<Module> => {
  const regular: ReadonlyArray<Module> = ["1", "2", "3"];
  return isAdminLevel(role) || keepsSpecialModule ? [...regular, SPECIAL_MODULE_OF_COURSE[course]] : regular;
};

/** Changing the course maps the special module: Trainer Upskill ↔ Train the Trainer (§2.9). */
export const mapModulesToCourse = (modules: ReadonlyArray<Module>, course: Course): ReadonlyArray<Module> => {
  const special = SPECIAL_MODULE_OF_COURSE[course];
  return [...new Set(modules.map((module) => (isSpecialModule(module) ? special : module)))];
};

const trainerIds = (form: SessionForm): ReadonlyArray<string> => (form.partnerTrainer2 ? [form.partnerTrainer1, form.partnerTrainer2] : [form.partnerTrainer1]);

/** What an edit starts from: the session as it is. */
type SessionBeforeEdit = Pick<SessionDetails, "trainerIds" | "modules" | "dates">;

/** What only an admin may change (§2.9, §6): the special module, and on an edit the number of dates. */
const adminOnlyChange = (form: SessionForm, before: SessionBeforeEdit | null): Message | null => {
  const hadSpecial = before !== null && hasSpecialModule(before.modules);
  const hasSpecial = hasSpecialModule(form.modules);
  if (hasSpecial && !hadSpecial) return message("product.specialModuleAdminOnly");
  if (!hasSpecial && hadSpecial) return message("product.specialModuleRemovalAdminOnly");
  if (before !== null && form.dates.length !== before.dates.length) return message("product.dateCountAdminOnly");
  return null;
};

/**
 * The rules a session form must meet for this actor, beyond its field formats. On an edit
 * (`before` given) the session's current trainers may stay whoever edits it.
 */
export const checkSessionRules = (
  form: SessionForm,
  actor: Actor,
  trainers: ReadonlyArray<TrainerFacts>,
  before: SessionBeforeEdit | null = null,
): Either.Either<ReadonlyArray<string>, DomainError> => {
  if (!SESSION_MANAGER_ROLES.includes(actor.role)) return Either.left(new NotAllowed({ reason: message("product.notAllowed") }));
  const adminOnly = isAdminLevel(actor.role) ? null : adminOnlyChange(form, before);
  if (adminOnly !== null) return Either.left(new NotAllowed({ reason: adminOnly }));
  const special = form.modules.filter(isSpecialModule);
  if (special.some((module) => module !== SPECIAL_MODULE_OF_COURSE[form.course])) {
    return Either.left(new ValidationFailed({ fields: { modules: message("product.moduleNotInCourse") } }));
  }

  const fields: Record<string, Message> = {};
  const chosen = trainerIds(form);
  chosen.forEach((id, index) => {
    const field = `partnerTrainer${index + 1}`;
    const facts = trainers.find((trainer) => trainer.userId === id);
    if (!facts || !facts.roles.some((role) => DELIVERING_ROLES.includes(role))) {
      fields[field] = message("product.trainerUnknown");
    } else if (actor.role === "localLead" && id !== actor.userId && facts.localLeadId !== actor.userId && !before?.trainerIds.includes(id)) {
      fields[field] = message("product.trainerNotInGroup");
    }
  });
  if (chosen.length === 2 && chosen[0] === chosen[1]) fields.partnerTrainer2 ??= message("product.trainersMustDiffer");
  if (actor.role === "trainer" && !chosen.includes(actor.userId)) fields.partnerTrainer1 ??= message("product.trainerMustIncludeSelf");
  return Object.keys(fields).length > 0 ? Either.left(new ValidationFailed({ fields })) : Either.right(chosen);
};
