import { Button, Card, NonIdealState } from "@blueprintjs/core";
import { LIMITS, type RosterAnswer } from "@wellbeing/domain";
import { useState } from "react";
import { useLanguage, useT } from "../../i18n/useT";
import { ErrorState } from "../../ui/ErrorState";
import { LoadingState } from "../../ui/LoadingState";
import { shortDate } from "./dates";
import { useRoster } from "./queries";

/** A message shown up to 250 characters, with a toggle for the rest (§5, §9). */
const TruncatedMessage = ({ text }: { readonly text: string }) => {
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  const long = text.length > LIMITS.specialRequirementPreviewLength;
  return (
    <div className="special-requirement-message">
      <p>{long && !expanded ? `${text.slice(0, LIMITS.specialRequirementPreviewLength)}…` : text}</p>
      {long && (
        <Button
          variant="minimal"
          size="small"
          text={t(expanded ? "roster.showLess" : "roster.showMore")}
          onClick={() => setExpanded(!expanded)}
          aria-expanded={expanded}
        />
      )}
    </div>
  );
};

const Requirement = ({ requirement }: { readonly requirement: RosterAnswer["specialRequirements"][number] }) => {
  const { t, language } = useLanguage();
  return (
    <Card compact className="special-requirement">
      <div className="special-requirement-header">
        <strong>{requirement.email ?? t("roster.erasedParticipant")}</strong>
        {requirement.createdAt && <span className="muted-note">{shortDate(language, requirement.createdAt)}</span>}
      </div>
      <TruncatedMessage text={requirement.message ?? ""} />
    </Card>
  );
};

/** specialRequirements (§2.10): the messages participants left when registering. */
export const SpecialRequirementsView = ({ sessionId }: { readonly sessionId: string }) => {
  const t = useT();
  const roster = useRoster(sessionId);
  if (roster.isPending) return <LoadingState />;
  if (!roster.data) return <ErrorState onRetry={() => void roster.refetch()} />;
  const { specialRequirements } = roster.data;
  if (specialRequirements.length === 0) return <NonIdealState icon="chat" title={t("roster.noMessages")} />;
  return (
    <div className="special-requirements">
      {specialRequirements.map((requirement) => (
        <Requirement key={requirement._id} requirement={requirement} />
      ))}
    </div>
  );
};
