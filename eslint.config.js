// ESLint: typescript-eslint's recommended rules, and the import boundaries of ../shared/ARCHITECTURE.md:
// web and domain never import a service; no service imports another; domain imports only effect (and
// intl-messageformat, the ICU formatter its catalogues are written for). Tests may use the testkit.
import js from "@eslint/js";
import tseslint from "typescript-eslint";

const SERVICES = ["command-api", "projector", "query-api"];
const TOOLS = ["scripts", "testkit", "e2e", "bench"];
const pkg = (name) => `@wellbeing/${name}`;
const TEST_FILES = ["**/*.test.ts", "**/*.test.tsx", "**/testing/**"];

/** An import restriction: these packages (and their subpaths) may not be imported here. */
const forbid = (names, why) => ({
  group: names.flatMap((name) => [pkg(name), `${pkg(name)}/*`]),
  message: why,
});

const boundaries = (files, patterns, ignores = TEST_FILES) => ({
  files,
  ignores,
  rules: { "no-restricted-imports": ["error", { patterns }] },
});

export default tseslint.config(
  {
    ignores: ["**/node_modules/", "**/dist/", ".data/", "**/.tsbuild/", "**/*.d.ts", "query-api/materials/", "web/public/"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      // Contracts are generic over their schemas; `any` there is deliberate and local.
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },
  // domain: pure and browser-safe.
  {
    files: ["domain/src/**/*.ts"],
    ignores: TEST_FILES,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(?!effect(/|$)|intl-messageformat$|\\.{1,2}/)",
              message: "domain imports only effect (and intl-messageformat): it is pure and browser-safe (ARCHITECTURE.md).",
            },
          ],
        },
      ],
    },
  },
  // web: the domain only.
  boundaries(["web/src/**/*.{ts,tsx}"], [forbid(["platform", ...SERVICES, ...TOOLS], "web imports only @wellbeing/domain (ARCHITECTURE.md).")]),
  // platform: the domain only.
  boundaries(["platform/src/**/*.ts"], [forbid([...SERVICES, ...TOOLS], "platform imports only @wellbeing/domain (ARCHITECTURE.md).")]),
  // each service: domain and platform, never another service.
  ...SERVICES.map((service) =>
    boundaries(
      [`${service}/src/**/*.ts`],
      [forbid([...SERVICES.filter((other) => other !== service), ...TOOLS], `${service} imports only @wellbeing/domain and @wellbeing/platform: no service imports another (ARCHITECTURE.md).`)],
    ),
  ),
  // tests of a package: the testkit too, never another service directly.
  ...[...SERVICES, "platform", "domain", "web"].map((name) =>
    boundaries(
      TEST_FILES.map((glob) => `${name}/src/${glob}`),
      [forbid(SERVICES.filter((other) => other !== name), `${name}'s tests reach other services through @wellbeing/testkit.`)],
      [],
    ),
  ),
);
