import { expect } from "@playwright/test";
import type { ReceivedMail, ReceivedText } from "../mail-sink/sink.ts";

/** The local SMTP server the e2e site sends its e-mails to (playwright.config.ts starts both). */
// E2E_SMTP_PORT moves it (and its inbox, one port up) when runs on neighbouring E2E_PORTs would share ports.
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 20);
const inboxUrl = `http://127.0.0.1:${E2E_SMTP_PORT + 1}/messages`;
/** The same server stands in for the SMS and WhatsApp gateways (decision 054): where the site posts, and where the tests read. */
export const E2E_TEXT_GATEWAY = `http://127.0.0.1:${E2E_SMTP_PORT + 1}`;
export const E2E_TEXT_GATEWAY_KEY = "e2e-text-gateway-key";

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

/** Every SMS and WhatsApp message to `mobile` (10 digits) the gateway has taken so far, oldest first. */
export async function textsTo(mobile: string): Promise<ReceivedText[]> {
  const texts: ReceivedText[] = await (await fetch(`${E2E_TEXT_GATEWAY}/texts`)).json();
  return texts.filter((text) => text.to === `91${mobile}`);
}

/**
 * The newest SMS or WhatsApp message to `mobile` that `matches`, once more than `seen` of them have
 * arrived (the count before the action that sends it), waiting for the server's worker to send it.
 */
export async function waitForText(mobile: string, matches: (text: ReceivedText) => boolean = () => true, seen = 0): Promise<ReceivedText> {
  let found: ReceivedText | undefined;
  await expect
    .poll(
      async () => {
        const matching = (await textsTo(mobile)).filter(matches);
        found = matching.length > seen ? matching.at(-1) : undefined;
        return found !== undefined;
      },
      { message: `a text to ${mobile}`, timeout: 20_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return found!;
}

const SIGN_IN_CODE = /(\d{6}) is your sign-in code/;
const isSignInCode = (text: ReceivedText) => text.channel === "sms" && SIGN_IN_CODE.test(text.message);

/** How many sign-in codes have reached the mobile so far: pass it to `signInCodeSentTo` after asking for another. */
export async function signInCodesTo(mobile: string): Promise<number> {
  return (await textsTo(mobile)).filter(isSignInCode).length;
}

/** The sign-in code in the newest SMS to the mobile, as the phone shows it, once more than `seen` have arrived. */
export async function signInCodeSentTo(mobile: string, seen = 0): Promise<string> {
  return SIGN_IN_CODE.exec((await waitForText(mobile, isSignInCode, seen)).message)![1]!;
}
