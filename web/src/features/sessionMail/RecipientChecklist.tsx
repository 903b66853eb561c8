import { Button, Checkbox, Intent, NonIdealState, Tag } from "@blueprintjs/core";
import type { MessageKey } from "@wellbeing/domain";
import { useT } from "../../i18n/useT";
import { selectAll, selectNew, toggle, type Candidate, type CandidateStatus } from "./recipientSelection";

const STATUS_LOOK: Record<CandidateStatus, { label: MessageKey; intent: Intent }> = {
  new: { label: "mailScreens.candidateNew", intent: Intent.PRIMARY },
  sent: { label: "mailScreens.candidateSent", intent: Intent.NONE },
  confirmed: { label: "mailScreens.candidateConfirmed", intent: Intent.SUCCESS },
};

interface RecipientChecklistProps {
  readonly legend: string;
  readonly candidates: ReadonlyArray<Candidate>;
  readonly selected: ReadonlySet<string>;
  readonly onChange: (selected: ReadonlySet<string>) => void;
  /** Offer 'Select New' (invitees not sent an invitation yet). */
  readonly offerSelectNew: boolean;
  readonly emptyText: string;
}

/** The people already on the session, each with their status, to tick as recipients (§2.11). */
export const RecipientChecklist = ({ legend, candidates, selected, onChange, offerSelectNew, emptyText }: RecipientChecklistProps) => {
  const t = useT();
  return (
    <fieldset className="recipient-checklist">
      <legend>{legend}</legend>
      {candidates.length === 0 ? (
        <NonIdealState className="recipient-checklist-empty" icon="inbox" description={emptyText} layout="horizontal" />
      ) : (
        <>
          <div className="button-row">
            <Button text={t("mailScreens.selectAll")} icon="tick" variant="outlined" size="small" onClick={() => onChange(selectAll(candidates))} />
            {offerSelectNew && (
              <Button text={t("mailScreens.selectNew")} icon="new-person" variant="outlined" size="small" onClick={() => onChange(selectNew(candidates))} />
            )}
            <Button text={t("mailScreens.selectNone")} variant="minimal" size="small" disabled={selected.size === 0} onClick={() => onChange(new Set())} />
          </div>
          <ul className="recipient-checklist-items">
            {candidates.map((candidate) => (
              <li key={candidate.email}>
                <Checkbox
                  checked={selected.has(candidate.email)}
                  onChange={() => onChange(toggle(selected, candidate.email))}
                  labelElement={
                    <span className="recipient-checklist-label">
                      {candidate.email}
                      <Tag minimal round intent={STATUS_LOOK[candidate.status].intent}>
                        {t(STATUS_LOOK[candidate.status].label)}
                      </Tag>
                    </span>
                  }
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </fieldset>
  );
};
