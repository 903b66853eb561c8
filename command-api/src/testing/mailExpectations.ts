import { expect } from "vitest";
import type { MailSink } from "@wellbeing/platform";
import type { Expectation } from "./commandSpecification";

/** Nothing went to the address, even a moment after the answer (e-mail goes off the request path). `spec.mail` is read when it runs. */
export const nothingSentTo =
  (spec: { readonly mail: MailSink }, email: string): Expectation =>
  async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(spec.mail.messages().filter((mail) => mail.to.includes(email))).toEqual([]);
  };
