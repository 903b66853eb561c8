import { Button, Callout, Intent } from "@blueprintjs/core";
import { useEffect } from "react";
import { errorMessage } from "../../api/apiError";
import { useT } from "../../i18n/useT";
import { FormField } from "../../ui/FormField";
import { FormSection } from "../../ui/FormSection";
import { SearchableSelect } from "../../ui/SearchableSelect";
import { showError } from "../../ui/toaster";
import { secondTrainerChoices, toTrainerChoices, withCurrentTrainers } from "./trainerChoices";
import { useTrainerChoices } from "./queries";
import type { SessionFormState } from "./useSessionForm";

interface TrainersSectionProps {
  readonly form: SessionFormState;
  /** An edited session's trainers, who may stay (§2.9). */
  readonly currentTrainers: ReadonlyArray<{ readonly id: string; readonly name: string | null }>;
}

/** Trainer 1 and an optional trainer 2, among the people the server lets the caller choose. */
export const TrainersSection = ({ form, currentTrainers }: TrainersSectionProps) => {
  const t = useT();
  const trainers = useTrainerChoices();
  const choices = withCurrentTrainers(toTrainerChoices(trainers.data ?? [], t), currentTrainers, t);
  const { partnerTrainer1, partnerTrainer2 } = form.values;

  useEffect(() => {
    if (trainers.error) showError(t("session.trainersError", { reason: errorMessage(trainers.error, t) }));
  }, [trainers.error, t]);

  return (
    <FormSection title={t("sessionFacts.trainersHeading")}>
      {trainers.isError && (
        <Callout intent={Intent.DANGER} className="section-callout">
          {t("session.trainersLoadFailed")} <Button size="small" icon="refresh" text={t("ui.tryAgain")} onClick={() => void trainers.refetch()} />
        </Callout>
      )}
      <div className="field-row">
        <FormField label={t("session.trainer1")} labelFor="session-trainer-1" error={form.errors.partnerTrainer1}>
          <SearchableSelect
            id="session-trainer-1"
            choices={choices}
            value={partnerTrainer1}
            onChange={(value) => form.change({ partnerTrainer1: value, partnerTrainer2: value === partnerTrainer2 ? "" : partnerTrainer2 })}
            placeholder={t("session.chooseTrainer")}
            hasError={form.errors.partnerTrainer1 !== undefined}
            loading={trainers.isPending}
            disabled={trainers.isError}
          />
        </FormField>
        <FormField label={t("session.trainer2")} labelFor="session-trainer-2" error={form.errors.partnerTrainer2} optional>
          <SearchableSelect
            id="session-trainer-2"
            choices={secondTrainerChoices(choices, partnerTrainer1, t)}
            value={partnerTrainer2}
            onChange={(value) => form.change({ partnerTrainer2: value })}
            placeholder={t("session.noSecondTrainer")}
            hasError={form.errors.partnerTrainer2 !== undefined}
            loading={trainers.isPending}
            disabled={trainers.isError}
          />
        </FormField>
      </div>
    </FormSection>
  );
};
