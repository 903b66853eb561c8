import { Callout } from "@blueprintjs/core";
import { ROSTER_TEXTS, type RosterAnswer } from "@wellbeing/domain";
import { shortDate } from "./dates";

/** Open removal requests (§2.13): who asked, when, and why. Staff take them off the registered list. */
export const RemovalRequestsList = ({ requests }: { readonly requests: RosterAnswer["removalRequests"] }) =>
  requests.length === 0 ? null : (
    <Callout intent="warning" icon="log-out" title={`Removal requests (${requests.length})`} className="removal-requests">
      <ul>
        {requests.map((request, index) => (
          <li key={`${request.email ?? "erased"}-${index}`}>
            <strong>{request.email ?? ROSTER_TEXTS.erasedParticipant}</strong> {request.requestedAt && <span className="muted-note">({shortDate(request.requestedAt)})</span>}: {request.reason}
          </li>
        ))}
      </ul>
    </Callout>
  );
