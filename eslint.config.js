// ESLint: typescript-eslint's recommended rules, and the import boundaries of ../shared/ARCHITECTURE.md:
// web and domain never import a service; no service imports another; domain imports only effect (its texts
// are worded outside it by i18n, the browser-safe ICU formatter, which imports only domain and
// intl-messageformat). Test code (`*.test.ts(x)`, the `testing` folders of the packages, and the testkit
// workspace) may import any package; production code never imports test code.
import js from "@eslint/js";
import tseslint from "typescript-eslint";

const SERVICES = ["command-api", "projector", "query-api"];
const TOOLS = ["scripts", "e2e", "bench"];
const pkg = (name) => `@wellbeing/${name}`;
const TEST_FILES = ["**/*.test.ts", "**/*.test.tsx", "**/testing/**", "testkit/**"];

/** An import restriction: these packages (and their subpaths) may not be imported here. */
const forbid = (names, why) => ({
  group: names.flatMap((name) => [pkg(name), `${pkg(name)}/*`]),
  message: why,
});

/** Test code is for tests: the testkit, and any package's `testing` module (`@wellbeing/platform/testing`, `../testing/…`). */
const NO_TEST_CODE = [
  forbid(["testkit"], "@wellbeing/testkit is for tests only: production code never imports it."),
  { regex: "(^|/)testing(/|$)", message: "A `testing` module is for tests only: production code never imports it." },
];

/** One package's production code: these restrictions and the test-code one (one config object, as a later one would replace the rule's options). */
const production = (files, patterns) => ({
  files,
  ignores: TEST_FILES,
  rules: { "no-restricted-imports": ["error", { patterns: [...patterns, ...NO_TEST_CODE] }] },
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
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  // domain: pure and browser-safe.
  production(
    ["domain/src/**/*.ts"],
    [
      {
        regex: "^(?!effect(/|$)|\\.{1,2}/)",
        message: "domain imports only effect: it is pure and browser-safe; texts are worded at the edge by @wellbeing/i18n (ARCHITECTURE.md).",
      },
    ],
  ),
  // i18n: the domain's texts in words, browser-safe.
  production(
    ["i18n/src/**/*.ts"],
    [
      {
        regex: "^(?!@wellbeing/domain$|intl-messageformat$|\\.{1,2}/)",
        message: "i18n imports only @wellbeing/domain and intl-messageformat: it is browser-safe (ARCHITECTURE.md).",
      },
    ],
  ),
  // web: the domain and its words only.
  production(
    ["web/src/**/*.{ts,tsx}"],
    [forbid(["platform", ...SERVICES, ...TOOLS], "web imports only @wellbeing/domain and @wellbeing/i18n (ARCHITECTURE.md).")],
  ),
  // platform: the domain and its words only.
  production(["platform/src/**/*.ts"], [forbid([...SERVICES, ...TOOLS], "platform imports only @wellbeing/domain and @wellbeing/i18n (ARCHITECTURE.md).")]),
  // each service: domain, i18n and platform, never another service.
  ...SERVICES.map((service) =>
    production(
      [`${service}/src/**/*.ts`],
      [
        forbid(
          [...SERVICES.filter((other) => other !== service), ...TOOLS],
          `${service} imports only @wellbeing/domain, @wellbeing/i18n and @wellbeing/platform: no service imports another (ARCHITECTURE.md).`,
        ),
      ],
    ),
  ),
  // scripts (the launcher, demo seeding): any package, but no test code. bench may import anything.
  production(["scripts/src/**/*.ts"], []),
);
