import { H4, Intent } from "@blueprintjs/core";
import type { StaffListItem } from "@wellbeing/domain";
import { useState } from "react";
import { errorMessage } from "../../api/apiError";
import { useT } from "../../i18n/useT";
import { Button } from "../../ui/Button";
import { FormField } from "../../ui/FormField";
import { HTMLSelect } from "../../ui/HTMLSelect";
import { showError, showSuccess } from "../../ui/toaster";
import { useMoveTrainer } from "./staffCommands";
import { useLocalLeads } from "./queries";

/**
 * An admin moves a trainer into a local lead's group (the View dialog of Trainers & Local Leads): the
 * way a trainer changes group without accepting an invitation. The trainer and both leads are e-mailed.
 */
export const MoveToGroup = ({ trainer, onMoved }: { readonly trainer: StaffListItem; readonly onMoved: () => void }) => {
  const t = useT();
  const leads = useLocalLeads();
  const move = useMoveTrainer();
  const [leadId, setLeadId] = useState("");
  const choices = (leads.data ?? []).filter((lead) => lead._id !== trainer._id);
  const chosen = choices.find((lead) => lead._id === leadId);

  const submit = () =>
    move.mutate(
      { trainerId: trainer._id, localLeadId: leadId },
      {
        onSuccess: () => {
          showSuccess(t("groupInvitations.moved", { name: trainer.name ?? t("product.notApplicable"), lead: chosen?.name ?? t("product.notApplicable") }));
          onMoved();
        },
        onError: (error) => showError(t("ui.errorWithMessage", { message: errorMessage(error, t) })),
      },
    );

  return (
    <section className="staff-move" aria-labelledby="staff-move-title">
      <H4 id="staff-move-title">{t("groupInvitations.moveHeading")}</H4>
      <div className="staff-move-row">
        <FormField label={t("staffScreens.localLead")} labelFor="staff-move-lead" className="staff-move-field">
          <HTMLSelect id="staff-move-lead" value={leadId} onChange={(event) => setLeadId(event.currentTarget.value)} fill disabled={leads.isPending}>
            <option value="">{t("groupInvitations.movePlaceholder")}</option>
            {choices.map((lead) => (
              <option key={lead._id} value={lead._id}>
                {lead.name ?? t("product.notApplicable")}
              </option>
            ))}
          </HTMLSelect>
        </FormField>
        <Button
          intent={Intent.PRIMARY}
          icon="swap-horizontal"
          text={t("groupInvitations.move")}
          disabled={leadId === ""}
          loading={move.isPending}
          onClick={submit}
        />
      </div>
    </section>
  );
};
