import { Button, Card, FormGroup } from "@blueprintjs/core";
import { HTMLSelect } from "../../ui/HTMLSelect";
import { LOCAL_AUTHORITIES, NO_FILTERS, type DeliveryFilter, type MessageKey, type SessionFilters } from "@wellbeing/domain";
import { useT } from "../../i18n/useT";
import { useTrainerChoices } from "../sessions/queries";
import { ChoiceMultiSelect } from "./ChoiceMultiSelect";
import { localLeadChoices, trainerFilterChoices } from "./filterChoices";
import { hasFilters } from "./listSearch";

interface SessionFiltersPanelProps {
  readonly filters: SessionFilters;
  /** Only what changed: the list merges it into the filters it has at that moment (two quick changes both count). */
  readonly onChange: (changes: Partial<SessionFilters>) => void;
}

const DELIVERY_CHOICES: ReadonlyArray<{ value: DeliveryFilter | ""; label: MessageKey }> = [
  { value: "", label: "sessionList.anyDelivery" },
  { value: "online", label: "sessionList.deliveryOnline" },
  { value: "faceToFace", label: "sessionList.deliveryFaceToFace" },
];

const AUTHORITY_CHOICES = LOCAL_AUTHORITIES.map((authority) => ({ value: authority, label: authority }));

/** The admin's filter panel (§2.7): applied on the server, each change a new first page. */
export const SessionFiltersPanel = ({ filters, onChange }: SessionFiltersPanelProps) => {
  // Everyone delivering sessions, for an admin: local leads and trainers.
  const people = useTrainerChoices();
  const t = useT();
  const loadingOr = (placeholder: MessageKey) => t(people.isPending ? "ui.loadingEllipsis" : placeholder);

  return (
    <Card className="session-filters" aria-label={t("ui.filters")} role="search">
      <FormGroup label={t("sessionList.filterLocalLeads")} labelFor="filter-local-leads">
        <ChoiceMultiSelect
          id="filter-local-leads"
          choices={localLeadChoices(people.data ?? [])}
          values={filters.localLeads}
          onChange={(localLeads) => onChange({ localLeads })}
          placeholder={loadingOr("sessionList.allLocalLeads")}
        />
      </FormGroup>
      <FormGroup label={t("sessionFacts.trainers")} labelFor="filter-trainers">
        <ChoiceMultiSelect
          id="filter-trainers"
          choices={trainerFilterChoices(people.data ?? [])}
          values={filters.trainers}
          onChange={(trainers) => onChange({ trainers })}
          placeholder={loadingOr("sessionList.allTrainers")}
        />
      </FormGroup>
      <FormGroup label={t("ui.localAuthorities")} labelFor="filter-authorities">
        <ChoiceMultiSelect
          id="filter-authorities"
          choices={AUTHORITY_CHOICES}
          values={filters.localAuthorities}
          onChange={(localAuthorities) => onChange({ localAuthorities })}
          placeholder={t("sessionList.allLocalAuthorities")}
        />
      </FormGroup>
      <FormGroup label={t("sessionList.filterDelivery")} labelFor="filter-delivery">
        <HTMLSelect
          id="filter-delivery"
          fill
          options={DELIVERY_CHOICES.map((choice) => ({ value: choice.value, label: t(choice.label) }))}
          value={filters.delivery ?? ""}
          onChange={(event) => onChange({ delivery: (event.currentTarget.value || null) as DeliveryFilter | null })}
        />
      </FormGroup>
      <div className="session-filters-actions">
        <Button icon="filter-remove" text={t("ui.clearFilters")} variant="minimal" disabled={!hasFilters(filters)} onClick={() => onChange(NO_FILTERS)} />
      </div>
    </Card>
  );
};
