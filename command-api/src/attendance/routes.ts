import type { FastifyInstance } from "fastify";
import { SESSION_MANAGER_ROLES, checkInContract, markAttendanceContract, message, walkInContract } from "@wellbeing/domain";
import { HttpProblem, requireRole, routeContract } from "@wellbeing/platform";
import type { CommandApiDeps } from "../deps";
import { contextOf, orRefuse, withConsistencyToken } from "../infrastructure/http";
import { addWalkIn } from "./addWalkIn";
import { checkIn } from "./checkIn";
import { markAttendance } from "./markAttendance";

/** The register's commands (issue 29): staff tick it and add walk-ins; a participant checks in by the QR code. */
export const attendanceRoutes = async (app: FastifyInstance, deps: CommandApiDeps): Promise<void> => {
  routeContract(app, markAttendanceContract, {
    caller: (request) => requireRole(request, SESSION_MANAGER_ROLES),
    handle: async ({ caller, params, body, request, reply }) => {
      const {
        position,
        resent: _resent,
        ...marked
      } = orRefuse(await markAttendance(deps.store, caller, params.sessionId, body, contextOf(request, deps.clock())));
      withConsistencyToken(reply, position);
      return marked;
    },
  });

  routeContract(app, walkInContract, {
    caller: (request) => requireRole(request, SESSION_MANAGER_ROLES),
    handle: async ({ caller, params, body, request, reply }) => {
      const {
        position,
        invitationFailed,
        resent: _resent,
        ...marked
      } = orRefuse(await addWalkIn(deps, caller, params.sessionId, body, contextOf(request, deps.clock())));
      withConsistencyToken(reply, position);
      if (invitationFailed) throw new HttpProblem(502, { error: message("mail.mailServerDown") });
      return marked;
    },
  });

  routeContract(app, checkInContract, {
    caller: (request) => requireRole(request, ["participant"]),
    handle: async ({ caller, body, request, reply }) => {
      const checkedIn = orRefuse(await checkIn(deps, caller, body, contextOf(request, deps.clock())));
      withConsistencyToken(reply, checkedIn.position);
      // The same page's check-in sent again (a remount, a retry) answers as the first did: checked in.
      const alreadyCheckedIn = !checkedIn.recorded && !checkedIn.resent;
      return { sessionId: checkedIn.sessionId, shortId: checkedIn.shortId, sessionDate: checkedIn.sessionDate, alreadyCheckedIn };
    },
  });
};
