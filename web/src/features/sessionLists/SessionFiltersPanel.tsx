import { Button, Card, FormGroup, HTMLSelect } from "@blueprintjs/core";
import { LOCAL_AUTHORITIES, NO_FILTERS, type DeliveryFilter, type SessionFilters } from "@wellbeing/domain";
import { useTrainerChoices } from "../sessions/useTrainerChoices";
import { ChoiceMultiSelect } from "./ChoiceMultiSelect";
import { localLeadChoices, trainerFilterChoices } from "./filterChoices";
import { hasFilters } from "./listSearch";

interface SessionFiltersPanelProps {
  readonly filters: SessionFilters;
  /** Only what changed: the list merges it into the filters it has at that moment (two quick changes both count). */
  readonly onChange: (changes: Partial<SessionFilters>) => void;
}

const DELIVERY_CHOICES: ReadonlyArray<{ value: DeliveryFilter | ""; label: string }> = [
  { value: "", label: "Any" },
  { value: "online", label: "Online/remote" },
  { value: "faceToFace", label: "Face to Face" },
];

const AUTHORITY_CHOICES = LOCAL_AUTHORITIES.map((authority) => ({ value: authority, label: authority }));

/** The admin's filter panel (§2.7): applied on the server, each change a new first page. */
export const SessionFiltersPanel = ({ filters, onChange }: SessionFiltersPanelProps) => {
  // Everyone delivering sessions, for an admin: local leads and trainers.
  const people = useTrainerChoices();

  return (
    <Card className="session-filters" aria-label="Filters" role="search">
      <FormGroup label="Local lead(s)" labelFor="filter-local-leads">
        <ChoiceMultiSelect
          id="filter-local-leads"
          choices={localLeadChoices(people.data ?? [])}
          values={filters.localLeads}
          onChange={(localLeads) => onChange({ localLeads })}
          placeholder={people.isPending ? "Loading…" : "All local leads"}
        />
      </FormGroup>
      <FormGroup label="Trainer(s)" labelFor="filter-trainers">
        <ChoiceMultiSelect
          id="filter-trainers"
          choices={trainerFilterChoices(people.data ?? [])}
          values={filters.trainers}
          onChange={(trainers) => onChange({ trainers })}
          placeholder={people.isPending ? "Loading…" : "All trainers"}
        />
      </FormGroup>
      <FormGroup label="Local authorities" labelFor="filter-authorities">
        <ChoiceMultiSelect
          id="filter-authorities"
          choices={AUTHORITY_CHOICES}
          values={filters.localAuthorities}
          onChange={(localAuthorities) => onChange({ localAuthorities })}
          placeholder="All local authorities"
        />
      </FormGroup>
      <FormGroup label="Session delivery" labelFor="filter-delivery">
        <HTMLSelect
          id="filter-delivery"
          fill
          options={DELIVERY_CHOICES.map((choice) => ({ value: choice.value, label: choice.label }))}
          value={filters.delivery ?? ""}
          onChange={(event) => onChange({ delivery: (event.currentTarget.value || null) as DeliveryFilter | null })}
        />
      </FormGroup>
      <div className="session-filters-actions">
        <Button icon="filter-remove" text="Clear filters" variant="minimal" disabled={!hasFilters(filters)} onClick={() => onChange(NO_FILTERS)} />
      </div>
    </Card>
  );
};
