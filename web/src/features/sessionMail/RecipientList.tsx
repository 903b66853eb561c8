import { Tag } from "@blueprintjs/core";

/** The addresses an e-mail went or goes to. */
export const RecipientList = ({ recipients }: { readonly recipients: ReadonlyArray<string> }) => (
  <div className="recipient-list" aria-label="Recipients">
    {recipients.map((email) => (
      <Tag key={email} minimal>
        {email}
      </Tag>
    ))}
  </div>
);
