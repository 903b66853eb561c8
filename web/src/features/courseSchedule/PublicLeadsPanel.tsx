import { Button, Card, FormGroup, H4 } from "@blueprintjs/core";
import { useEffect, useState } from "react";
import { errorMessage } from "../../api/apiError";
import { ErrorState } from "../../ui/ErrorState";
import { showError, showSuccess } from "../../ui/toaster";
import { ChoiceMultiSelect } from "../sessionLists/ChoiceMultiSelect";
import { useChoosePublicLeads, usePublicScheduleLeads } from "./useCourseSchedule";

const sameSet = (a: ReadonlyArray<string>, b: ReadonlyArray<string>) => a.length === b.length && a.every((id) => b.includes(id));

/** Admins only (§2.8): which local leads' sessions (and their groups') appear on the public schedule. */
export const PublicLeadsPanel = () => {
  const leads = usePublicScheduleLeads(true);
  const choose = useChoosePublicLeads();
  const shown = (leads.data ?? []).filter((lead) => lead.showSessionsPublicly).map((lead) => lead._id);
  const [chosen, setChosen] = useState<ReadonlyArray<string> | null>(null);
  const selection = chosen ?? shown;

  // A change saved elsewhere (another admin) replaces an untouched selection.
  useEffect(() => setChosen(null), [leads.data]);

  const save = () =>
    choose.mutate(selection, {
      onSuccess: () => showSuccess("The public schedule now shows the chosen local leads' sessions"),
      onError: (error) => showError(errorMessage(error)),
    });

  if (leads.isError) return <ErrorState message={errorMessage(leads.error)} onRetry={() => void leads.refetch()} />;
  return (
    <Card className="public-leads-panel">
      <H4>Local leads shown publicly</H4>
      <p className="muted-note">Sessions of these local leads and of the trainers in their groups appear on this schedule.</p>
      <FormGroup label="Local leads" labelFor="public-leads">
        <ChoiceMultiSelect
          id="public-leads"
          choices={(leads.data ?? []).map((lead) => ({ value: lead._id, label: lead.name ?? "Erased account" }))}
          values={selection}
          onChange={setChosen}
          placeholder={leads.isPending ? "Loading…" : "No local leads: nothing is shown publicly"}
          disabled={leads.isPending}
        />
      </FormGroup>
      <div className="button-row">
        <Button intent="primary" icon="floppy-disk" text="Save" loading={choose.isPending} disabled={sameSet(selection, shown)} onClick={save} />
        <Button text="Undo changes" variant="minimal" disabled={chosen === null || sameSet(selection, shown)} onClick={() => setChosen(null)} />
      </div>
    </Card>
  );
};
