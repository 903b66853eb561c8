import { NonIdealState } from "@blueprintjs/core";
import { AddTrainerToGroupForm, decodeFields, isAdminLevel, pathTo } from "@wellbeing/domain";
import { EmailField } from "../../ui/EmailField";
import { LinkButton } from "../../ui/LinkButton";
import { PageLayout } from "../../ui/PageLayout";
import { TextField } from "../../ui/TextField";
import { useForm } from "../../ui/useForm";
import { useFormSubmit } from "../../ui/useFormSubmit";
import { useAccount } from "../auth/useAuth";
import { AddStaffActions } from "./AddStaffActions";
import { ResultAlert } from "./ResultAlert";
import { addTrainerOutcome } from "./addTrainerOutcome";
import { useAddTrainer } from "./staffCommands";
import { useAddStaffOutcome } from "./useAddStaffOutcome";
import "./staff.css";

const validateAddTrainer = decodeFields(AddTrainerToGroupForm);

/** Add Trainer (local lead, §2.17 'Adding a trainer to your group'). */
export const AddTrainerPage = () => {
  const account = useAccount();
  const addTrainer = useAddTrainer();
  const form = useForm({ name: "", email: "" }, validateAddTrainer);
  const outcome = useAddStaffOutcome(form);
  const { onSubmit } = useFormSubmit(form, (valid) =>
    addTrainer.mutate(valid, { onSuccess: (answer) => outcome.succeed(addTrainerOutcome(answer)), onError: outcome.refuse }),
  );

  if (account.role !== "localLead") {
    return (
      <PageLayout title="Adding a trainer to your group" width="narrow">
        <NonIdealState
          icon="people"
          title="Only local leads have a group of trainers"
          action={isAdminLevel(account.role) ? <LinkButton to={pathTo("addUser")} intent="primary" icon="new-person" text="Add New User" /> : undefined}
        />
      </PageLayout>
    );
  }

  return (
    <PageLayout title="Adding a trainer to your group" width="narrow">
      <p className="staff-lead">
        A trainer who already has an account joins your group. Anyone else gets a trainer account and an email inviting them to set a
        password.
      </p>
      <form onSubmit={onSubmit} noValidate>
        <TextField id="add-trainer-name" label="Name" autoComplete="off" value={form.values.name} onChange={(name) => form.change({ name })} error={form.errors.name} />
        <EmailField id="add-trainer-email" value={form.values.email} onChange={(email) => form.change({ email })} error={form.errors.email} />
        <AddStaffActions submitText="Add trainer" pending={addTrainer.isPending} />
      </form>
      <ResultAlert result={outcome.result} onClose={outcome.close} />
    </PageLayout>
  );
};
