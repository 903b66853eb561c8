import { Card, FormGroup, H4 } from "@blueprintjs/core";
import { useEffect, useState } from "react";
import { errorMessage } from "../../api/apiError";
import { T } from "../../i18n/T";
import { useT } from "../../i18n/useT";
import { Button } from "../../ui/Button";
import { ErrorState } from "../../ui/ErrorState";
import { showError, showSuccess } from "../../ui/toaster";
import { ChoiceMultiSelect } from "../sessionLists/ChoiceMultiSelect";
import { usePublicScheduleLeads } from "./queries";
import { useChoosePublicLeads } from "./useChoosePublicLeads";

const sameSet = (a: ReadonlyArray<string>, b: ReadonlyArray<string>) => a.length === b.length && a.every((id) => b.includes(id));

/** Admins only (§2.8): which local leads' sessions (and their groups') appear on the public schedule. */
export const PublicLeadsPanel = () => {
  const t = useT();
  const leads = usePublicScheduleLeads(true);
  const choose = useChoosePublicLeads();
  const shown = (leads.data ?? []).filter((lead) => lead.showSessionsPublicly).map((lead) => lead._id);
  const [chosen, setChosen] = useState<ReadonlyArray<string> | null>(null);
  const selection = chosen ?? shown;

  // A change saved elsewhere (another admin) replaces an untouched selection.
  useEffect(() => setChosen(null), [leads.data]);

  const save = () =>
    choose.mutate(selection, {
      onSuccess: () => showSuccess(t("courseSchedule.publicLeadsSaved")),
      onError: (error) => showError(errorMessage(error, t)),
    });

  if (leads.isError) return <ErrorState message={errorMessage(leads.error, t)} onRetry={() => void leads.refetch()} />;
  return (
    <Card className="public-leads-panel">
      <H4>
        <T k="courseSchedule.publicLeadsTitle" />
      </H4>
      <p className="muted-note">
        <T k="courseSchedule.publicLeadsIntro" />
      </p>
      <FormGroup label={t("courseSchedule.localLeads")} labelFor="public-leads">
        <ChoiceMultiSelect
          id="public-leads"
          choices={(leads.data ?? []).map((lead) => ({ value: lead._id, label: lead.name ?? t("courseSchedule.erasedAccount") }))}
          values={selection}
          onChange={setChosen}
          placeholder={t(leads.isPending ? "ui.loadingEllipsis" : "courseSchedule.noPublicLeads")}
          disabled={leads.isPending}
        />
      </FormGroup>
      <div className="button-row">
        <Button
          intent="primary"
          icon="floppy-disk"
          text={t("courseSchedule.save")}
          loading={choose.isPending}
          disabled={sameSet(selection, shown)}
          onClick={save}
        />
        <Button
          text={t("courseSchedule.undoChanges")}
          variant="minimal"
          disabled={chosen === null || sameSet(selection, shown)}
          onClick={() => setChosen(null)}
        />
      </div>
    </Card>
  );
};
