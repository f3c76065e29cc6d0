/**
 * Prints the SMS and WhatsApp templates to register (decision 030), for the site's address:
 *
 *   SITE_URL=https://www.example.in npm run texts:templates -w server
 *
 * Each SMS text goes on DLT (Distributed Ledger Technology, through your telecom operator's portal)
 * as a content template of the service-implicit (transactional) kind, `{#var#}` for each variable;
 * each WhatsApp text goes to Meta (through your provider) as a utility template, `{{1}}`, `{{2}}`,
 * ... for its variables. Put the IDs and names they are registered under in SMS_DLT_TEMPLATE_IDS
 * and WHATSAPP_TEMPLATE_NAMES as event=id pairs. The address comes from SITE_URL (or .env) as the
 * server reads it: register the texts again if it changes.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { textEventLabels, textEvents } from "@urjavolt/contract/messages";
import { loadConfig } from "../src/config.ts";
import { registrationText, smsSize, smsTemplateProblems } from "../src/modules/messaging/text-templates.ts";
import { repoRoot } from "../src/paths.ts";

const envFile = join(repoRoot, ".env");
if (existsSync(envFile)) process.loadEnvFile(envFile);
const { siteUrl } = loadConfig();

console.log(`Templates for ${siteUrl}\n`);
for (const event of textEvents) {
  const sms = registrationText("sms", event, { siteUrl });
  console.log(`${event}: ${textEventLabels[event]}`);
  console.log(`  SMS (DLT, ${smsSize(sms.replaceAll("{#var#}", "")).units} characters without its variables):\n    ${sms}`);
  console.log(`  WhatsApp (utility):\n    ${registrationText("whatsapp", event, { siteUrl })}\n`);
}
const long = smsTemplateProblems({ siteUrl });
if (long.length > 0) console.log(`With this address these SMS would need a second part: ${long.join(", ")}. Use a shorter address.`);
