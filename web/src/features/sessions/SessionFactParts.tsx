import { T } from "../../i18n/T";

// The parts of a session's facts that render as more than text: one line per date, and links.

/** One line each, e.g. a session's dates. */
export const FactLines = ({ lines }: { readonly lines: ReadonlyArray<string> }) => (
  <>
    {lines.map((line) => (
      <div key={line}>{line}</div>
    ))}
  </>
);

/** The meeting link, opening in a new tab; N/A without one. */
export const MeetingLink = ({ link }: { readonly link: string | null }) =>
  link ? (
    <a href={link} target="_blank" rel="noopener noreferrer">
      {link}
    </a>
  ) : (
    <T k="product.notApplicable" />
  );

/** The contact e-mail as a mailto link; N/A without one. */
export const ContactEmail = ({ email }: { readonly email: string | null }) =>
  email ? <a href={`mailto:${email}`}>{email}</a> : <T k="product.notApplicable" />;
