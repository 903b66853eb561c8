import { NonIdealState } from "@blueprintjs/core";
import { AddTrainerToGroupForm, decodeFields, isAdminLevel, pathTo } from "@wellbeing/domain";
import { useT } from "../../i18n/useT";
import { EmailField } from "../../ui/EmailField";
import { LinkButton } from "../../ui/LinkButton";
import { PageLayout } from "../../ui/PageLayout";
import { TextField } from "../../ui/TextField";
import { useForm } from "../../ui/useForm";
import { useFormSubmit } from "../../ui/useFormSubmit";
import { useAccount } from "../auth/queries";
import { AddStaffActions } from "./AddStaffActions";
import { ResultAlert } from "./ResultAlert";
import { addTrainerOutcome } from "./addTrainerOutcome";
import { useAddTrainer } from "./staffCommands";
import { useAddStaffOutcome } from "./useAddStaffOutcome";
import "./staff.css";

const validateAddTrainer = decodeFields(AddTrainerToGroupForm);

/** Add Trainer (local lead, §2.17 'Adding a trainer to your group'). */
export const AddTrainerPage = () => {
  const t = useT();
  const account = useAccount();
  const addTrainer = useAddTrainer();
  const form = useForm({ name: "", email: "" }, validateAddTrainer);
  const outcome = useAddStaffOutcome(form);
  const { onSubmit } = useFormSubmit(form, (valid) =>
    addTrainer.mutate(valid, { onSuccess: (answer) => outcome.succeed(t(addTrainerOutcome(answer))), onError: outcome.refuse }),
  );

  if (account.role !== "localLead") {
    return (
      <PageLayout title={t("staffScreens.addTrainerTitle")} width="narrow">
        <NonIdealState
          icon="people"
          title={t("staffScreens.onlyLeadsHaveGroup")}
          action={
            isAdminLevel(account.role) ? (
              <LinkButton to={pathTo("addUser")} intent="primary" icon="new-person" text={t("staffScreens.addNewUser")} />
            ) : undefined
          }
        />
      </PageLayout>
    );
  }

  return (
    <PageLayout title={t("staffScreens.addTrainerTitle")} width="narrow">
      <p className="staff-lead">{t("staffScreens.addTrainerIntro")}</p>
      <form onSubmit={onSubmit} noValidate>
        <TextField
          id="add-trainer-name"
          label={t("ui.name")}
          autoComplete="off"
          value={form.values.name}
          onChange={(name) => form.change({ name })}
          error={form.errors.name}
        />
        <EmailField id="add-trainer-email" value={form.values.email} onChange={(email) => form.change({ email })} error={form.errors.email} />
        <AddStaffActions submitText={t("staffScreens.addTrainerSubmit")} pending={addTrainer.isPending} />
      </form>
      <ResultAlert result={outcome.result} onClose={outcome.close} />
    </PageLayout>
  );
};
