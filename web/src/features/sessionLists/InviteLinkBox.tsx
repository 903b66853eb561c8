import { Callout } from "@blueprintjs/core";
import { useT } from "../../i18n/useT";
import { CopyableLink } from "../sessions/CopyableLink";

/** For trainers and local leads (§2.7, §6): a link inviting participants to their available sessions. */
export const InviteLinkBox = ({ path }: { readonly path: string }) => {
  const t = useT();
  return (
    <Callout className="invite-link-box" icon="send-message" intent="primary">
      <p id="invite-link-intro">{t("sessionList.inviteLinkIntro")}</p>
      <CopyableLink id="invite-link" label={t("sessionList.inviteLink")} url={`${window.location.origin}${path}`} />
    </Callout>
  );
};
