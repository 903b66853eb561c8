import { Button, Callout, Collapse, Intent } from "@blueprintjs/core";
import { useState } from "react";
import { useT } from "../../i18n/useT";

/**
 * Warns when registered attendees have not completed the previous module (§2.10); 'View
 * participants' reveals their addresses as mailto links. Nothing shows when there are none.
 */
export const MissedModuleWarning = ({ emails }: { readonly emails: ReadonlyArray<string> }) => {
  const t = useT();
  const [isOpen, setIsOpen] = useState(false);
  if (emails.length === 0) return null;
  return (
    <Callout intent={Intent.WARNING} icon="warning-sign" className="missed-module-warning">
      <p>{t("session.missedModule", { count: emails.length })}</p>
      <Button
        variant="minimal"
        intent={Intent.WARNING}
        text={t("session.viewParticipants")}
        aria-expanded={isOpen}
        onClick={() => setIsOpen((open) => !open)}
      />
      <Collapse isOpen={isOpen}>
        <ul className="missed-module-emails">
          {emails.map((email) => (
            <li key={email}>
              <a href={`mailto:${email}`}>{email}</a>
            </li>
          ))}
        </ul>
      </Collapse>
    </Callout>
  );
};
