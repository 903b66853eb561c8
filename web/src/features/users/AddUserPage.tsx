import { Radio, RadioGroup } from "@blueprintjs/core";
import { ADDABLE_ROLES, type AddableRole } from "@wellbeing/domain";
import { LanguageChoiceField } from "../../i18n/LanguageChoiceField";
import { useLanguage } from "../../i18n/useT";
import { EmailField } from "../../ui/EmailField";
import { FormField } from "../../ui/FormField";
import { PageLayout } from "../../ui/PageLayout";
import { SearchableSelect } from "../../ui/SearchableSelect";
import { TextField } from "../../ui/TextField";
import { useForm } from "../../ui/useForm";
import { useFormSubmit } from "../../ui/useFormSubmit";
import { LocalAuthoritiesField } from "./LocalAuthoritiesField";
import { OrganisationPicker } from "./OrganisationPicker";
import { AddStaffActions } from "./AddStaffActions";
import { ResultAlert } from "./ResultAlert";
import { emptyAddUserDraft, organisationChoiceOf, validateAddUser } from "./addUserDraft";
import { useAddUser } from "./staffCommands";
import { useLocalLeads } from "./queries";
import { orNotApplicableIn } from "./staffViews";
import { useAddStaffOutcome } from "./useAddStaffOutcome";
import "./staff.css";

/** Add New User (admin, §2.17 'Adding new user'): a trainer or local lead, invited by e-mail to set a password. */
export const AddUserPage = () => {
  const addUser = useAddUser();
  const localLeads = useLocalLeads();
  const { t, language } = useLanguage();
  const form = useForm({ ...emptyAddUserDraft, language }, validateAddUser);
  const outcome = useAddStaffOutcome(form);
  const { values, errors } = form;

  const { onSubmit } = useFormSubmit(form, (valid) =>
    addUser.mutate(valid, {
      onSuccess: ({ invitationSent }) => outcome.succeed(t(invitationSent ? "product.userAdded" : "product.invitationNotSent")),
      onError: outcome.refuse,
    }),
  );

  const leadChoices = [
    { value: "", label: t("staffScreens.noLocalLead") },
    ...(localLeads.data ?? []).map((lead) => ({ value: lead._id, label: orNotApplicableIn(t, lead.name) })),
  ];

  return (
    <PageLayout title={t("staffScreens.addUserTitle")} width="narrow">
      <form onSubmit={onSubmit} noValidate>
        <TextField
          id="add-user-name"
          label={t("ui.name")}
          autoComplete="off"
          value={values.name}
          onChange={(name) => form.change({ name })}
          error={errors.name}
        />
        <EmailField id="add-user-email" value={values.email} onChange={(email) => form.change({ email })} error={errors.email} />
        <LanguageChoiceField
          name="add-user-language"
          label={t("staff.correspondenceLanguage")}
          value={values.language}
          onChange={(chosen) => form.change({ language: chosen })}
        />
        <FormField label={t("ui.role")} error={errors.role}>
          <RadioGroup
            name="add-user-role"
            inline
            selectedValue={values.role}
            onChange={(event) => form.change({ role: event.currentTarget.value as AddableRole })}
          >
            {ADDABLE_ROLES.map((role) => (
              <Radio key={role} value={role} label={t(`roles.${role}`)} />
            ))}
          </RadioGroup>
        </FormField>
        {values.role === "trainer" && (
          <FormField
            label={t("staffScreens.localLead")}
            labelFor="add-user-local-lead"
            error={errors.localLead}
            optional
            hint={t("staffScreens.localLeadHint")}
          >
            <SearchableSelect
              id="add-user-local-lead"
              choices={leadChoices}
              value={values.localLead}
              onChange={(localLead) => form.change({ localLead })}
              placeholder={t("staffScreens.noLocalLead")}
              hasError={errors.localLead !== undefined}
              loading={localLeads.isPending}
            />
          </FormField>
        )}
        <OrganisationPicker
          id="add-user-organisation"
          value={organisationChoiceOf(values)}
          // The typed 'Other' text is kept while another group is picked, should the admin pick 'Other' again.
          onChange={(organisation) =>
            form.change({
              organisationCategory: organisation?.category ?? "",
              ...(organisation?.value == null ? {} : { organisationOther: organisation.value }),
            })
          }
          errors={errors}
          placeholder={t("staffScreens.chooseOrganisation")}
        />
        {values.role !== "auditor" && (
          <LocalAuthoritiesField
            id="add-user-local-authorities"
            selected={values.localAuthorities}
            onChange={(localAuthorities) => form.change({ localAuthorities })}
            error={errors.localAuthorities ?? Object.entries(errors).find(([path]) => path.startsWith("localAuthorities."))?.[1]}
            placeholder={t("staffScreens.chooseLocalAuthorities")}
            hint={t("staffScreens.localAuthoritiesHint")}
          />
        )}
        <AddStaffActions submitText={t("staffScreens.addUserSubmit")} pending={addUser.isPending} />
      </form>
      <ResultAlert result={outcome.result} onClose={outcome.close} />
    </PageLayout>
  );
};
