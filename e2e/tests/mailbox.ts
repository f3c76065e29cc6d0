import { expect } from "@playwright/test";
import type { ReceivedMail } from "../mail-sink/sink.ts";

/** The local SMTP server the e2e site sends its e-mails to (playwright.config.ts starts both). */
// E2E_SMTP_PORT moves it (and its inbox, one port up) when runs on neighbouring E2E_PORTs would share ports.
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 20);
const inboxUrl = `http://127.0.0.1:${E2E_SMTP_PORT + 1}/messages`;

/**
 * The first e-mail to `address` that `matches`, waiting for the server's mail worker (it looks at
 * the outbox every few seconds) to send it.
 */
export async function waitForMail(address: string, matches: (mail: ReceivedMail) => boolean = () => true): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        const mails: ReceivedMail[] = await (await fetch(inboxUrl)).json();
        found = mails.find((mail) => mail.to.includes(address) && matches(mail));
        return found !== undefined;
      },
      { message: `an e-mail to ${address}`, timeout: 20_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return found!;
}
