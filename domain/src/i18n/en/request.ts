/** Requests the server cannot read (ours). */
export const request = {
  invalidJson: "The request body is not valid JSON",
  emptyJson: "The request body is empty",
  notJson: "Send the request body as application/json",
  tooLarge: "The request body is too large",
  notFound: "No {what} found",
  /** Fastify's own words for a request it refused otherwise: English only, so Welsh says it plainly. */
  unreadable: "{detail}",
} as const;
