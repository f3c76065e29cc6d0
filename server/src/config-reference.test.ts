import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { EnvSchema } from "./config-schema.ts";
import { configurationDocPath, documentedVariables, linkDecisions, renderConfigurationReference, toolVariables } from "./config-reference.ts";
import { repoRoot } from "./paths.ts";

const envExample = readFileSync(join(repoRoot, ".env.example"), "utf8");
/** The variables .env.example names, set or commented out (`# NAME=value`). */
const exampleVariables = new Set([...envExample.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map(([, name]) => name!));
const schemaVariables = Object.keys(EnvSchema.shape);

describe("the configuration reference", () => {
  it("documents every variable of the schema, with a default that agrees with the schema's", () => {
    expect(documentedVariables().problems).toEqual([]);
  });

  it("is committed as the schema renders it", () => {
    const stale = "docs/configuration.md is not what the configuration schema renders: run `npm run docs:config` and commit the result";
    expect(existsSync(configurationDocPath), stale).toBe(true);
    expect(readFileSync(configurationDocPath, "utf8"), stale).toBe(renderConfigurationReference());
  });

  it("links the decision records it names", () => {
    const files = ["010-e-mail.md", "012-pages.md", "019-hydrate.md"];
    expect(linkDecisions("through the outbox (decision 010)", files)).toBe("through the outbox ([decision 010](decisions/010-e-mail.md))");
    expect(linkDecisions("(decisions 012 and 019)", files)).toBe("(decisions [012](decisions/012-pages.md) and [019](decisions/019-hydrate.md))");
    expect(() => linkDecisions("decision 099", files)).toThrow(/no decision record 099/);
  });
});

describe(".env.example", () => {
  it("names every variable the server reads", () => {
    expect(schemaVariables.filter((name) => !exampleVariables.has(name)), "variables of the schema missing from .env.example").toEqual([]);
  });

  it("names no variable that neither the server nor a documented tool reads", () => {
    const known = new Set([...schemaVariables, ...Object.keys(toolVariables)]);
    expect([...exampleVariables].filter((name) => !known.has(name)), "variables of .env.example unknown to the schema and the reference").toEqual([]);
  });
});
