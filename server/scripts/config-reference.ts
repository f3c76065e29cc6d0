/**
 * Writes docs/configuration.md from the configuration schema (server/src/config-schema.ts):
 *
 *   npm run docs:config
 *
 * Run it after changing a variable or its description; config-reference.test.ts fails until the
 * committed file is what the schema renders.
 */
import { writeFileSync } from "node:fs";
import { relative } from "node:path";
import { configurationDocPath, renderConfigurationReference } from "../src/config-reference.ts";
import { repoRoot } from "../src/paths.ts";

writeFileSync(configurationDocPath, renderConfigurationReference());
console.log(`Wrote ${relative(repoRoot, configurationDocPath)}`);
