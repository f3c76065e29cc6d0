import { type CodeChannel, maskedContact } from "@urjavolt/contract/accounts";

/**
 * The channels that cannot send (no SMTP_URL, no SMS or WhatsApp gateway), and where a one-time
 * code for them is printed instead: the `npm start` demo's and development's log
 * (Config.demoCodesInLog). A real shop has none, and its codes reach the customer only (decision 054).
 */
export type UnsentCodeLog = { channels: ReadonlySet<CodeChannel>; log(line: string): void };

/** Prints a code the demo could not send, so that My account can be tried there. */
export function logUnsentCode(unsent: UnsentCodeLog | undefined, channel: CodeChannel, contact: string, code: string): void {
  if (!unsent?.channels.has(channel)) return;
  const missing = channel === "email" ? "SMTP_URL" : channel === "sms" ? "SMS gateway" : "WhatsApp gateway";
  unsent.log(`Demo: the code for ${maskedContact(channel, contact)} is ${code}. It was not sent, since no ${missing} is set; a real shop never prints it.`);
}
