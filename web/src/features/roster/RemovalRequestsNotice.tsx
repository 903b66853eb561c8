import { Button, Callout } from "@blueprintjs/core";
import { useRoster } from "./useRoster";

/** On the Manage Session screen: open removal requests, with a way to the registered list. */
export const RemovalRequestsNotice = ({ sessionId, onOpen }: { readonly sessionId: string; readonly onOpen: () => void }) => {
  const count = useRoster(sessionId).data?.removalRequests.length ?? 0;
  if (count === 0) return null;
  return (
    <Callout intent="warning" icon="log-out" className="removal-requests-notice">
      {count === 1 ? "A participant has asked to be removed from this session." : `${count} participants have asked to be removed from this session.`}{" "}
      <Button variant="minimal" size="small" intent="warning" text="View removal requests" onClick={onOpen} />
    </Callout>
  );
};
