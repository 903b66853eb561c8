import type { BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";

export interface PolicyViolation {
  readonly page: string;
  readonly directive: string;
  readonly blocked: string;
  readonly source: string;
}

const PROBE_HOST = "csp-probe.invalid";

/**
 * Collects every content security policy violation of the context's pages (the
 * `securitypolicyviolation` event, and Chromium's 'Refused to …' console lines as a second net).
 */
export const watchPolicyViolations = async (context: BrowserContext) => {
  const violations: PolicyViolation[] = [];
  const refusals: string[] = [];
  await context.exposeBinding("reportPolicyViolation", ({ page }, violation: Omit<PolicyViolation, "page">) => {
    violations.push({ page: page.url(), ...violation });
  });
  // Browser code, kept as text: this workspace is typed for Node, not the DOM.
  await context.addInitScript(`document.addEventListener("securitypolicyviolation", (event) => {
    window.reportPolicyViolation({ directive: event.effectiveDirective, blocked: event.blockedURI, source: event.sourceFile + ":" + event.lineNumber });
  }, true);`);
  context.on("console", (message) => {
    if (message.text().startsWith("Refused to") && !message.text().includes(PROBE_HOST)) refusals.push(`${message.page()?.url()}: ${message.text()}`);
  });

  let probes = 0;
  return {
    /**
     * Asks the page to load an image the policy forbids and waits for that violation to be reported:
     * reports arrive in order, so every earlier one has been counted (and the policy is in force).
     * Then none but the probes may have been reported.
     */
    expectNoneOn: async (page: Page) => {
      const probe = `https://${PROBE_HOST}/${(probes += 1)}.png`;
      await page.evaluate(`document.body.append(Object.assign(document.createElement("img"), { src: ${JSON.stringify(probe)} }))`);
      await expect.poll(() => violations.some((violation) => violation.blocked === probe)).toBe(true);
      expect(violations.filter((violation) => !violation.blocked.includes(PROBE_HOST))).toEqual([]);
      expect(refusals).toEqual([]);
    },
  };
};
