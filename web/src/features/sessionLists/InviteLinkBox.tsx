import { Callout } from "@blueprintjs/core";
import { SESSION_LIST_TEXTS } from "@wellbeing/domain";
import { CopyableLink } from "../sessions/CopyableLink";

/** For trainers and local leads (§2.7, §6): a link inviting participants to their available sessions. */
export const InviteLinkBox = ({ path }: { readonly path: string }) => (
  <Callout className="invite-link-box" icon="send-message" intent="primary">
    <p id="invite-link-intro">{SESSION_LIST_TEXTS.inviteLinkIntro}</p>
    <CopyableLink id="invite-link" label="Invite link" url={`${window.location.origin}${path}`} />
  </Callout>
);
