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
  layer(["app/features/**"], [TESTS, ROUTES]),
  layer(["app/lib/**", "app/components/**", "app/content/**"], [TESTS, ROUTES, FEATURES]),
  layer(["db/**"], [TESTS, ROUTES]),
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
 * Files matching `files` (their tests excepted) may not import what `rules` name.
 * @param {string[]} files
 * @param {{ group: string[]; message: string }[]} rules
 * @returns {import("typescript-eslint").ConfigWithExtends}
 */
function layer(files, rules) {
  return {
    files,
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: { "no-restricted-imports": ["error", { patterns: rules }] },
  };
}
