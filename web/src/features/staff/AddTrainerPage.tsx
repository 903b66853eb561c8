import { Button, Intent, NonIdealState } from "@blueprintjs/core";
import { AddTrainerToGroupForm, decodeFields, isAdminLevel, pathTo } from "@wellbeing/domain";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { errorMessage, isApiError } from "../../api/apiError";
import { EmailField } from "../../ui/EmailField";
import { LinkButton } from "../../ui/LinkButton";
import { PageLayout } from "../../ui/PageLayout";
import { TextField } from "../../ui/TextField";
import { useForm } from "../../ui/useForm";
import { useAccount } from "../auth/useAuth";
import { ResultAlert, type StaffResult } from "./ResultAlert";
import { addTrainerOutcome } from "./addTrainerOutcome";
import { useAddTrainer } from "./staffCommands";
import "./staff.css";

const validateAddTrainer = decodeFields(AddTrainerToGroupForm);

/** Add Trainer (local lead, §2.17 'Adding a trainer to your group'). */
export const AddTrainerPage = () => {
  const account = useAccount();
  const navigate = useNavigate();
  const addTrainer = useAddTrainer();
  const form = useForm({ name: "", email: "" }, validateAddTrainer);
  const [result, setResult] = useState<StaffResult | null>(null);

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

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const valid = form.submit();
    if (!valid) return;
    addTrainer.mutate(valid, {
      onSuccess: (answer) => setResult({ kind: "success", message: addTrainerOutcome(answer) }),
      onError: (error) => {
        if (isApiError(error) && error.status === 409) form.setServerErrors({ email: error.fields.email ?? error.message });
        else if (isApiError(error) && error.status === 400 && Object.keys(error.fields).length > 0) form.setServerErrors(error.fields);
        else setResult({ kind: "failure", message: errorMessage(error) });
      },
    });
  };

  return (
    <PageLayout title="Adding a trainer to your group" width="narrow">
      <p className="staff-lead">
        A trainer who already has an account joins your group. Anyone else gets a trainer account and an email inviting them to set a
        password.
      </p>
      <form onSubmit={onSubmit} noValidate>
        <TextField id="add-trainer-name" label="Name" autoComplete="off" value={form.values.name} onChange={(name) => form.change({ name })} error={form.errors.name} />
        <EmailField id="add-trainer-email" value={form.values.email} onChange={(email) => form.change({ email })} error={form.errors.email} />
        <div className="staff-form-actions">
          <Button type="submit" intent={Intent.PRIMARY} text="Add trainer" icon="new-person" loading={addTrainer.isPending} />
          <Button text="Cancel" variant="outlined" onClick={() => void navigate(pathTo("trainers"))} />
        </div>
      </form>
      <ResultAlert
        result={result}
        onClose={() => {
          setResult(null);
          void navigate(pathTo("trainers"));
        }}
      />
    </PageLayout>
  );
};
