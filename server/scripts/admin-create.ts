/**
 * Creates a staff account for the console (or, with --reset, sets a new password on one):
 *
 *   npm run admin:create -- --email asha@example.com --name "Asha Rao" --role support
 *   npm run admin:create -- --email asha@example.com --reset          # forgotten password
 *
 * The password is asked for without echo (twice); when stdin is not a terminal, its first line is
 * the password (for scripts: `printf '%s\n' "$PASSWORD" | npm run admin:create -- --email ...`).
 * It never comes from a flag, so it stays out of shell history and the process list. The database is
 * the server's (DATABASE_URL, or PGlite in DATA_DIR: stop the server first, PGlite allows one process).
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { StaffCreateSchema, passwordProblem } from "@urjavolt/contract/staff";
import { loadConfig } from "../src/config.ts";
import { databaseTarget, openDatabase } from "../src/db/client.ts";
import { AppError } from "../src/http/errors.ts";
import { createStaffService } from "../src/modules/staff/staff-service.ts";
import { repoRoot } from "../src/paths.ts";
import { StartupError } from "../src/startup-error.ts";

const usage = `Usage: npm run admin:create -- --email <e-mail> [--name <name>] [--role admin|support|technician] [--reset]
  --email   the staff member's e-mail (their sign-in name)
  --name    their name as the console shows it (default: the part of the e-mail before @)
  --role    admin (everything, staff accounts included), support (inbox, warranties, service desk, orders read-only)
            or technician (their own visits only; set their pincodes on the Staff page); default admin
  --reset   the account exists: set this new password (and name and role), reactivate it, sign it out everywhere
The password is prompted for (hidden), or read from the first line of stdin when it is not a terminal.`;

function readHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (text: string) => void; output: NodeJS.WriteStream };
    let asked = false;
    output._writeToOutput = (text: string) => {
      // The question once; nothing of what is typed.
      if (!asked) {
        asked = true;
        process.stdout.write(text);
      }
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write("\n");
      resolve(answer);
    });
  });
}

async function readFirstLine(): Promise<string> {
  const rl = createInterface({ input: process.stdin });
  for await (const line of rl) {
    rl.close();
    return line;
  }
  return "";
}

async function readPassword(email: string): Promise<string> {
  if (!process.stdin.isTTY) return readFirstLine();
  for (;;) {
    const first = await readHidden("Password (at least 12 characters, letters with digits or symbols): ");
    const problem = passwordProblem(first, { email });
    if (problem) {
      console.error(problem);
      continue;
    }
    const second = await readHidden("The same password again: ");
    if (first === second) return first;
    console.error("The two passwords differ; try again.");
  }
}

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      options: { email: { type: "string" }, name: { type: "string" }, role: { type: "string", default: "admin" }, reset: { type: "boolean", default: false }, help: { type: "boolean", short: "h" } },
      strict: true,
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    return 2;
  }
  if (values.help || !values.email) {
    console.error(usage);
    return values.help ? 0 : 2;
  }
  const email = values.email.trim().toLowerCase();
  const password = await readPassword(email);
  const parsed = StaffCreateSchema.safeParse({ email, name: values.name ?? email.split("@")[0], role: values.role, password });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) console.error(`${issue.path.join(".") || "input"}: ${issue.message}`);
    return 2;
  }

  const envFile = join(repoRoot, ".env");
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const config = loadConfig();
  const database = await openDatabase(databaseTarget(config));
  try {
    const outcome = await createStaffService(database.db, { siteUrl: config.siteUrl }).upsertFromCli(parsed.data, values.reset);
    console.log(`${outcome === "created" ? "Created" : "Updated"} ${parsed.data.role} ${parsed.data.email}. They can sign in at /admin.`);
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof AppError || error instanceof StartupError ? error.message : (error as Error).stack);
  process.exitCode = 1;
}
