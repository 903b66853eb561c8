import { Either } from "effect";
import { isAdminLevel } from "../roles";
import { NotAllowed, ValidationFailed, type DomainError } from "../shared/domainError";
import type { Decider } from "../shared/decider";
import type { CourseScheduleCommand } from "./commands";
import type { CourseScheduleEvent } from "./events";
import { message } from "../i18n/translate";

interface CourseScheduleState {
  /** The local leads whose sessions (and their groups') the public schedule shows. */
  readonly leadIds: ReadonlyArray<string>;
}

const sameSet = (a: ReadonlyArray<string>, b: ReadonlyArray<string>) => a.length === b.length && a.every((id) => b.includes(id));

export const courseScheduleDecider: Decider<CourseScheduleCommand, CourseScheduleEvent, CourseScheduleState, DomainError> = {
  initialState: { leadIds: [] },
  evolve: (_state, event) => ({ leadIds: event.data.leadIds }),
  decide: (command, state) => {
    if (!isAdminLevel(command.actor.role)) return Either.left(new NotAllowed({ reason: message("product.notAllowed") }));
    const leadIds = [...new Set(command.leadIds.map((id) => id.toLowerCase()))];
    const allLeads = leadIds.every((id) => command.leads.some((lead) => lead.userId === id && lead.roles.includes("localLead")));
    if (!allLeads) return Either.left(new ValidationFailed({ fields: { leads: message("list.chooseLocalLeads") } }));
    if (sameSet(leadIds, state.leadIds)) return Either.right([]);
    return Either.right([{ type: "PublicLeadsChosen", data: { leadIds, chosenBy: command.actor.userId, chosenAt: command.now } }]);
  },
};
