import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const TESTS = {
  group: ["~tests/**", "**/tests/**"],
  message: "The app never imports test code.",
};
const ROUTES = {
  group: ["~/routes/**", "**/routes/**"],
  message: "Routes import features and shared code, never the other way.",
};
const FEATURES = {
  group: ["~/features/**", "**/features/**"],
  message: "Shared code (lib, components, content) does not depend on a feature.",
};
const ADMIN_UI = {
  group: ["~/components/admin/**", "**/components/admin/**", "./admin/**", "../admin/**"],
  message:
    "Public pages and shared components do not use the admin's components; shared code lives in app/lib.",
};
const APP = {
  group: ["~/**", "**/app/**"],
  message:
    "db/ holds only the schema, its enums (and drizzle/ the migrations): nothing of the app.",
};

/**
 * Which features each feature may import (ADR 050). The arrows go one way: no feature reaches back
 * to one that imports it. A new arrow is added here, on purpose, after checking it makes no loop
 * (tests/lint/layers.test.ts checks there is none); shared code goes to app/lib instead.
 * @type {Record<string, string[]>}
 */
export const FEATURE_DEPS = {
  admin: ["blog", "calendar", "practice", "resources", "settings"],
  auth: [],
  blog: [],
  calendar: ["resources"],
  community: [],
  contact: [],
  courses: [],
  grading: ["resources"],
  import: ["blog", "newsletter", "practice", "resources"],
  "mail-failures": [],
  "mail-queue": ["mail-failures"],
  newsletter: ["blog", "mail-queue", "practice", "resources", "settings"],
  practice: ["resources"],
  resources: [],
  search: ["settings"],
  settings: ["practice"],
  submissions: ["resources"],
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "data/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat["recommended-latest"],
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  // One import order everywhere (`eslint --fix` applies it): Node's modules, packages, then the
  // project's aliases (~/ app, ~db, ~tests), then relative paths; each group alphabetical.
  {
    plugins: { "import-x": importX },
    rules: {
      "import-x/order": [
        "error",
        {
          groups: ["builtin", "external", "internal", "parent", "sibling", "index"],
          pathGroups: [{ pattern: "~{,db,tests}/**", group: "internal" }],
          pathGroupsExcludedImportTypes: ["builtin"],
          alphabetize: { order: "asc", caseInsensitive: true },
          "newlines-between": "never",
        },
      ],
    },
  },
  // Layers (DESIGN.md): routes → features → lib and components → db. A lower layer never imports
  // a higher one, and nothing the app ships imports test code. (For a file that several entries
  // match, the last one's list applies, so each repeats the ones before it.)
  layer(["app/**", "server/**"], [TESTS]),
  layer(["app/routes/{public,feeds,newsletter}/**"], [TESTS, ADMIN_UI]),
  layer(["app/features/**"], [TESTS, ROUTES]),
  ...featureLayers(FEATURE_DEPS),
  layer(["app/lib/**", "app/components/**", "app/content/**"], [TESTS, ROUTES, FEATURES]),
  layer(["app/components/**"], [TESTS, ROUTES, FEATURES, ADMIN_UI], ["app/components/admin/**"]),
  // The bottom layer: the schema, its enums and the migrations import nothing of the app.
  layer(["db/**"], [TESTS, APP]),
  // Every request body is read within bounds (DESIGN.md D12): forms through readForm or the
  // upload readers of app/lib, never by the Fetch API's unbounded readers.
  {
    files: ["app/**", "server/**"],
    ignores: ["**/*.test.ts", "**/*.test.tsx", "app/lib/form-body.server.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "CallExpression[callee.object.name='request'][callee.property.name=/^(formData|json|text|arrayBuffer|blob|bytes)$/]",
          message:
            "Read a request's body with readForm (app/lib/form-body.server.ts), which bounds its size and field names.",
        },
      ],
    },
  },
);

/**
 * Files matching `files` (their tests and `except` excepted) may not import what `rules` name.
 * @param {string[]} files
 * @param {({ group: string[]; message: string } | { regex: string; message: string })[]} rules
 * @param {string[]} [except]
 * @returns {import("typescript-eslint").ConfigWithExtends}
 */
function layer(files, rules, except = []) {
  return {
    files,
    ignores: ["**/*.test.ts", "**/*.test.tsx", ...except],
    rules: { "no-restricted-imports": ["error", { patterns: rules }] },
  };
}

/**
 * One entry per feature and folder depth: a feature imports only the features `deps` allows it,
 * and reaches any other feature by the `~/features/<name>/` alias, never by a relative path that
 * leaves its folder (which these patterns could not tell apart from its own files).
 * @param {Record<string, string[]>} deps
 */
function featureLayers(deps) {
  const features = Object.keys(deps);
  return features.flatMap((feature) => {
    const allowed = deps[feature] ?? [];
    const others = features.filter((f) => f !== feature && !allowed.includes(f));
    const notAllowed = {
      group: others.flatMap((f) => [`~/features/${f}`, `~/features/${f}/**`]),
      message: `The ${feature} feature may import only ${allowed.join(", ") || "no other feature"} (FEATURE_DEPS in eslint.config.js): move a shared piece to app/lib or to the feature that owns it.`,
    };
    return [1, 2, 3, 4].map((depth) =>
      layer(
        [`app/features/${feature}/${"*/".repeat(depth - 1)}*`],
        [
          TESTS,
          ROUTES,
          notAllowed,
          {
            regex: `^(\\.\\./){${depth}}`,
            message: `Import another feature by ~/features/<name>/…, not by a relative path.`,
          },
        ],
      ),
    );
  });
}
