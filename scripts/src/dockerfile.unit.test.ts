import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The image installs with `npm ci` from the lock file before the sources are copied (so that layer is cached):
// npm ci needs every workspace's package.json there, or the lock file and the tree disagree.

const root = fileURLToPath(new URL("../../", import.meta.url));
const workspaces: string[] = JSON.parse(readFileSync(`${root}package.json`, "utf8")).workspaces;
const dockerfile = readFileSync(`${root}Dockerfile`, "utf8").split("\n");
const install = dockerfile.findIndex((line) => line.startsWith("RUN npm ci"));

describe("the Dockerfile", () => {
  it("copies every workspace's package.json before npm ci", () => {
    const copiedBeforeInstall = dockerfile.slice(0, install).filter((line) => line.startsWith("COPY "));
    expect(install).toBeGreaterThan(0);
    for (const workspace of workspaces) expect(copiedBeforeInstall, workspace).toContain(`COPY ${workspace}/package.json ${workspace}/`);
  });
});
