import { fileURLToPath } from "node:url";
import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

/**
 * One catalogue per locale (decision 056): English is the source (the English text is the message
 * id), Hindi and Punjabi translate it. Messages are extracted from the public site and the server;
 * the staff console stays in English and is not scanned.
 */
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "hi", "pa"],
  fallbackLocales: false,
  // The repository, wherever the command runs from (npm scripts in i18n/, tests and the web build elsewhere).
  rootDir: fileURLToPath(new URL("..", import.meta.url)),
  catalogs: [
    {
      path: "<rootDir>/i18n/locales/{locale}",
      include: ["<rootDir>/web/app", "<rootDir>/server/src"],
      exclude: ["**/node_modules/**", "<rootDir>/**/*.test.ts", "<rootDir>/**/*.test.tsx", "<rootDir>/web/app/routes/admin/**", "<rootDir>/web/app/components/admin/**", "<rootDir>/web/app/features/*/admin-*"],
    },
  ],
  compileNamespace: "ts",
  format: formatter({ lineNumbers: false }),
});
