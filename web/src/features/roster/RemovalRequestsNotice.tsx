import { Button, Callout } from "@blueprintjs/core";
import { useT } from "../../i18n/useT";
import { useRoster } from "./queries";

/** On the Manage Session screen: open removal requests, with a way to the registered list. */
export const RemovalRequestsNotice = ({ sessionId, onOpen }: { readonly sessionId: string; readonly onOpen: () => void }) => {
  const t = useT();
  const count = useRoster(sessionId).data?.removalRequests.length ?? 0;
  if (count === 0) return null;
  return (
    <Callout intent="warning" icon="log-out" className="removal-requests-notice">
      {t("roster.removalRequestsNotice", { count })}{" "}
      <Button variant="minimal" size="small" intent="warning" text={t("roster.viewRemovalRequests")} onClick={onOpen} />
    </Callout>
  );
};
