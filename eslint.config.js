import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/", "node_modules/", "drizzle/", "test-results/", "playwright-report/", "data/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": "error",
    },
  },
  {
    // A module that imports, through any chain, a module importing it runs before that one is ready.
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      // The files it follows imports through; TypeScript's resolver is not installed, and Node's finds
      // our extensionless imports once told the extensions.
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] })],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The domain is pure: imported by both sides, it imports neither.
    files: ["src/domain/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: ["**/server/**", "**/web/**", "node:*", "hono", "drizzle-orm*", "react*"] },
      ],
    },
  },
  {
    // Imports flow one way: the server never reaches into the SPA and vice versa.
    files: ["src/server/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: ["**/web/**"] }] },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    ignores: ["src/web/lib/toast.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: ["**/server/**"],
          // sonner loads with the first toast, through lib/toast.ts, not with every page.
          paths: [{ name: "sonner", message: "Import { toast } from src/web/lib/toast.ts instead." }],
        },
      ],
    },
  },
  {
    files: ["src/web/lib/toast.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: ["**/server/**"] }] },
  },
  {
    files: ["scripts/**/*.{js,mjs,ts}", "bench/**/*.{js,mjs,ts}", "tests/**/*.ts", "*.config.{js,ts}"],
    languageOptions: { globals: globals.node },
    rules: { "no-console": "off" },
  },
);
