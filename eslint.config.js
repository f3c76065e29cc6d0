import js from "@eslint/js";
import tseslint from "typescript-eslint";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";
import { readdirSync } from "node:fs";

const features = readdirSync(new URL("./web/app/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const serverModules = readdirSync(new URL("./server/src/modules", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The server modules the others build on (decision 040): money (billing), stock (inventory) and what
 * we send people (messaging). A feature module may use them; they never use a feature module.
 */
const platformModules = ["billing", "inventory", "messaging"];
const featureModules = serverModules.filter((module) => !platformModules.includes(module));

export default tseslint.config(
  { ignores: ["**/node_modules/", "**/build/", "web/.react-router/", "**/test-results/", "**/playwright-report/", "data/", "reports/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [
        createTypeScriptImportResolver({ noWarnOnMultipleProjects: true, project: ["web/tsconfig.json", "server/tsconfig.json", "contract/tsconfig.json", "i18n/tsconfig.json", "e2e/tsconfig.json", "cluster/tsconfig.json"] }),
      ],
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      // Imports flow one way: shared pieces -> features -> routes. A feature (and a server module)
      // never imports another; what two of them share moves to contract/, components/ or lib/.
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            ...features.map((feature) => ({
              target: `./web/app/features/${feature}`,
              from: "./web/app/features",
              except: [`./${feature}`],
              message: "Features do not import each other: share through contract/, components/ or lib/.",
            })),
            ...featureModules.map((module) => ({
              target: `./server/src/modules/${module}`,
              from: "./server/src/modules",
              except: [`./${module}`, ...platformModules.map((platform) => `./${platform}`)],
              message: "A feature module does not import another: share through contract/, src/lib/ or billing, inventory and messaging.",
            })),
            ...platformModules.map((module) => ({
              target: `./server/src/modules/${module}`,
              from: "./server/src/modules",
              except: platformModules.map((platform) => `./${platform}`),
              message: "Billing, inventory and messaging never import a feature module: the feature passes in what they need.",
            })),
            { target: "./web/app/features", from: "./web/app/routes", message: "Features do not import routes." },
            { target: ["./web/app/components", "./web/app/lib"], from: ["./web/app/features", "./web/app/routes"], message: "Shared pieces do not import features or routes." },
            { target: "./web", from: "./server", message: "The web app reaches the server only over HTTP and the load context." },
            { target: "./server", from: "./web", message: "The server never imports the web app: what both need lives in contract/." },
            { target: "./contract", from: ["./web", "./server"], message: "The contract depends on nothing of ours." },
          ],
        },
      ],
    },
  },
  {
    files: ["web/**/*.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
);
