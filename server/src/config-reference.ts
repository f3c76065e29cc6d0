import { readdirSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { type EnvDoc, EnvSchema, envDocs, envGroups } from "./config-schema.ts";
import { repoRoot } from "./paths.ts";

/**
 * docs/configuration.md, rendered from the configuration schema (config-schema.ts) so that the
 * reference cannot drift from what the server reads: `npm run docs:config` writes it, and
 * config-reference.test.ts fails when the committed file is not what this renders.
 */
export const configurationDocPath = join(repoRoot, "docs", "configuration.md");
export const decisionsDir = join(repoRoot, "docs", "decisions");

/**
 * Variables that the tests and tools read, not the server: listed in .env.example and in the
 * reference beside the server's own.
 */
export const toolVariables: Record<string, string> = {
  TEST_DATABASE_URL:
    "A PostgreSQL server (`postgres://postgres@127.0.0.1:5432/test`) on which the API tests also run, each test file on a fresh database of its own; the cluster test and the bench use it too.",
  TEST_REDIS_URL: "A Redis server (`redis://127.0.0.1:6379`) on which the test of rate limits shared across instances runs; the cluster test uses it too.",
  REQUIRE_TEST_SERVICES:
    "`1` (CI's `.ci/run` sets it) fails the run when the PostgreSQL or Redis above does not answer (or, for the cluster test, nginx is missing), instead of skipping the tests that need them.",
  NGINX_PATH: "nginx for the cluster test (`npm run test:cluster`) when it is not `/usr/sbin/nginx`.",
  CLUSTER_KEEP_LOGS: "`1` keeps the cluster test's instances' and nginx's logs.",
  CHROMIUM_PATH: "The Chromium that the browser tests, Lighthouse and the screenshots drive: Debian's `/usr/bin/chromium` unless set. No browser is downloaded.",
  E2E_PORT: "The port of the browser tests' server (`4173` unless set); each port gets a fresh data folder of its own, so runs on different ports share nothing.",
  SCREENSHOTS_PORT: "The port of the server `npm run docs:screenshots` starts (`3118` unless set).",
  FUZZ_SEED: "Another seed for the API fuzz test's random requests (`FUZZ_SEED=<n> npx vitest run server/src/openapi-fuzz.test.ts`).",
  BENCH_DATABASE_URL: "PostgreSQL for `npm run bench` (else `TEST_DATABASE_URL`); it and the other measuring knobs are in [performance](performance/README.md).",
  CI: "Set by CI: Playwright retries a failed test once, and a test that passes only on its retry fails the run.",
};

type Variable = { name: string; doc: EnvDoc; schemaDefault: unknown };

/** The schema's variables with their documentation, in the schema's order. */
export function documentedVariables(): { variables: Variable[]; problems: string[] } {
  const variables: Variable[] = [];
  const problems: string[] = [];
  for (const [name, schema] of Object.entries(EnvSchema.shape)) {
    const doc = envDocs.get(schema);
    const schemaDefault = schema instanceof z.ZodDefault ? (schema.def.defaultValue as unknown) : undefined;
    if (!doc) {
      problems.push(`${name} has no documentation: register it in envDocs with its group and description`);
      continue;
    }
    if (doc.default !== undefined && schemaDefault !== undefined && !doc.default.includes(`\`${String(schemaDefault)}\``)) {
      problems.push(`${name}'s documented default "${doc.default}" does not name its schema default \`${String(schemaDefault)}\``);
    }
    variables.push({ name, doc, schemaDefault });
  }
  for (const [key, group] of Object.entries(envGroups)) {
    for (const name of "lead" in group ? group.lead : []) {
      if (envDocs.get(EnvSchema.shape[name as keyof typeof EnvSchema.shape])?.group !== key) problems.push(`the section ${key} leads with ${name}, which is not one of its variables`);
    }
  }
  return { variables, problems };
}

/** "decision 025" and "decisions 012 and 019" become links to their records. */
export function linkDecisions(text: string, decisionFiles: readonly string[]): string {
  const link = (number: string) => {
    const file = decisionFiles.find((name) => name.startsWith(`${number}-`));
    if (!file) throw new Error(`There is no decision record ${number} in docs/decisions/`);
    return `decisions/${file}`;
  };
  return text
    .replace(/\bdecisions (\d{3}) and (\d{3})\b/g, (_, first: string, second: string) => `decisions [${first}](${link(first)}) and [${second}](${link(second)})`)
    .replace(/\bdecision (\d{3})\b/g, (_, number: string) => `[decision ${number}](${link(number)})`);
}

export function renderConfigurationReference(decisionFiles: readonly string[] = readdirSync(decisionsDir)): string {
  const { variables, problems } = documentedVariables();
  if (problems.length > 0) throw new Error(`The configuration schema's documentation is incomplete:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
  const text = (markdown: string) => linkDecisions(markdown, decisionFiles);
  const defaultOf = ({ doc, schemaDefault }: Variable) => doc.default ?? (schemaDefault === undefined ? "unset" : `\`${String(schemaDefault)}\``);
  const groups = Object.entries(envGroups).map(([key, group]) => {
    const lead: readonly string[] = "lead" in group ? group.lead : [];
    const rank = (name: string) => (lead.includes(name) ? lead.indexOf(name) : lead.length);
    const members = variables.filter((variable) => variable.doc.group === key);
    return { ...group, variables: members.map((variable, index) => ({ variable, index })).sort((a, b) => rank(a.variable.name) - rank(b.variable.name) || a.index - b.index).map(({ variable }) => variable) };
  });

  const lines: string[] = [
    "# Configuration",
    "",
    "<!-- Generated by `npm run docs:config` from the server's configuration schema (server/src/config-schema.ts): edit the descriptions there, not here. -->",
    "",
    "The server reads its environment once at start-up and refuses to start with a list of everything that is wrong. " +
      "A `.env` file at the repository root fills in what the environment does not set (a real variable always wins); " +
      "[`.env.example`](../.env.example) lists every variable with an example, ready to copy to `.env`. An empty value means unset. " +
      "What a real shop must set, and what each refusal at start-up means, is in [operations](operations.md#2-the-settings).",
    "",
    ...groups.map((group) => `- [${group.title}](#${headingSlug(group.title)}): ${group.variables.map(({ name }) => `[\`${name}\`](#${name.toLowerCase()})`).join(", ")}`),
    "- [Tests and tools](#tests-and-tools)",
  ];
  for (const group of groups) {
    lines.push("", `## ${group.title}`, "", text(group.intro));
    for (const variable of group.variables) {
      lines.push("", `### \`${variable.name}\``, "", text(variable.doc.description), "", `Default: ${text(defaultOf(variable))}.`);
    }
  }
  lines.push(
    "",
    "## Tests and tools",
    "",
    "Read by the tests and the measuring tools, not by the server.",
    "",
    "| variable | what it is for |",
    "|---|---|",
    ...Object.entries(toolVariables).map(([name, description]) => `| \`${name}\` | ${text(description)} |`),
    "",
  );
  return lines.join("\n");
}

/** GitHub's anchor for a heading of plain words: lower case, punctuation dropped, spaces as hyphens. */
function headingSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/ /g, "-");
}
