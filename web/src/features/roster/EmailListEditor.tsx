import { Button, Intent } from "@blueprintjs/core";
import { useState } from "react";
import { useT } from "../../i18n/useT";
import { FormField } from "../../ui/FormField";
import { TagInput } from "../../ui/TagInput";
import { copyEmailList } from "./copyEmailList";
import { addEmails, clearEmails, invalidAddressText } from "./emailListState";

interface EmailListEditorProps {
  readonly id: string;
  readonly label: string;
  readonly emails: ReadonlyArray<string>;
  readonly onChange: (emails: string[]) => void;
  /** Addresses that cannot be taken off (shown with a lock). */
  readonly locked?: ReadonlySet<string>;
  /** A tag's look by address (e.g. an invitee's status). */
  readonly tagIntent?: (email: string) => Intent;
  /** The name shown beside an address, for people with an account. */
  readonly nameOf?: (email: string) => string | null;
  readonly hint?: string;
}

const NOTHING_LOCKED: ReadonlySet<string> = new Set();

/** An attendee or invitee list (§5): type or paste addresses, copy them joined by semicolons, clear them. */
export const EmailListEditor = ({ id, label, emails, onChange, locked = NOTHING_LOCKED, tagIntent, nameOf, hint }: EmailListEditorProps) => {
  const t = useT();
  const [input, setInput] = useState("");
  const [invalid, setInvalid] = useState(false);

  const add = (typed: string[]): boolean => {
    const result = addEmails(emails, typed);
    setInvalid(result.invalid);
    if (!result.keepInput) onChange([...result.emails]);
    return !result.keepInput;
  };

  const tagProps = (index: number) => {
    const email = emails[index] ?? "";
    return {
      minimal: true,
      intent: tagIntent?.(email) ?? Intent.NONE,
      icon: locked.has(email) ? "lock" : undefined,
      title: locked.has(email) ? t("roster.removalGuidance") : email,
    } as const;
  };
  const removerAt = (index: number) => {
    const email = emails[index];
    return email === undefined || locked.has(email) ? null : { name: email, onRemove: () => onChange(emails.filter((other) => other !== email)) };
  };

  return (
    <div className="email-list-editor">
      <FormField label={label} labelFor={id} error={invalid ? invalidAddressText(t) : undefined} hint={hint ?? t("roster.listGuidance")}>
        <TagInput
          inputProps={{ id, "aria-invalid": invalid ? true : undefined }}
          values={emails.map((email) => {
            const name = nameOf?.(email);
            return name ? (
              <span key={email}>
                {name} <span className="email-tag-address">{email}</span>
              </span>
            ) : (
              email
            );
          })}
          inputValue={input}
          onInputChange={(event) => {
            setInput(event.currentTarget.value);
            setInvalid(false);
          }}
          onAdd={(values) => {
            const added = add(values);
            if (added) setInput("");
            return added;
          }}
          separator={/[\s,;"']+/}
          addOnBlur
          addOnPaste
          tagProps={tagProps}
          removerAt={removerAt}
          intent={invalid ? Intent.DANGER : Intent.NONE}
          placeholder={t("roster.emailPlaceholder")}
          fill
        />
      </FormField>
      <div className="button-row">
        <Button icon="duplicate" text={t("roster.copy")} disabled={emails.length === 0} onClick={() => void copyEmailList(emails, t)} />
        <Button icon="cross" text={t("ui.clear")} disabled={emails.length === 0} onClick={() => onChange(clearEmails(emails, locked))} />
      </div>
    </div>
  );
};
