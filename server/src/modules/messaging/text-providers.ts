import type { TextChannel, TextEvent } from "@urjavolt/contract/messages";
import type { TextGatewayConfig, TextsConfig } from "../../config.ts";

/**
 * SMS and WhatsApp gateways behind one small interface of our own (decision 030): the outbox's
 * worker hands a provider a message and learns only whether it was taken. No gateway's types
 * reach the rest of the code; a gateway whose API differs from the generic HTTP shape below gets an
 * adapter of its own beside it.
 */
export type OutgoingText = {
  /** The outbox row: the gateway's reference, so a resend after a crash can be recognised. */
  id: number;
  channel: TextChannel;
  /** +91 and 10 digits. */
  to: string;
  event: TextEvent;
  /** The registered template's variables, in its order. */
  variables: string[];
  /** The whole text as the customer reads it (DLT checks an SMS against its template). */
  text: string;
};

export type TextProvider = {
  /** Resolves once the gateway has taken the message; throws, with the gateway's answer, when it did not. */
  send(message: OutgoingText): Promise<void>;
};

export type TextProviders = Partial<Record<TextChannel, TextProvider>>;

/** How long a gateway may take to answer before the attempt counts as failed (and is retried). */
const TIMEOUT_MS = 15_000;

/** The header that carries the key: `Authorization: Bearer <key>`, or the key alone in any other header. */
function keyHeader(gateway: Pick<TextGatewayConfig, "apiKey" | "apiKeyHeader">): Record<string, string> {
  return gateway.apiKeyHeader.toLowerCase() === "authorization" ? { authorization: `Bearer ${gateway.apiKey}` } : { [gateway.apiKeyHeader]: gateway.apiKey };
}

/**
 * The body the generic gateway is sent, in the shape common to India's SMS and WhatsApp gateways:
 * the number as 91XXXXXXXXXX, the registered template and its variables in order. For SMS the DLT
 * sender ID (header), principal entity ID and content template ID travel with the text.
 */
export function gatewayBody(message: OutgoingText, texts: TextsConfig): Record<string, unknown> {
  const to = message.to.replace(/^\+/, "");
  const reference = `outbox-${message.id}`;
  if (message.channel === "sms") {
    const sms = texts.sms!;
    return {
      to,
      sender: sms.senderId,
      dlt_entity_id: sms.entityId,
      dlt_template_id: sms.templates[message.event],
      message: message.text,
      variables: message.variables,
      reference,
    };
  }
  const whatsapp = texts.whatsapp!;
  return {
    to,
    type: "template",
    template: { name: whatsapp.templates[message.event], language: whatsapp.language, parameters: message.variables },
    reference,
  };
}

/**
 * A gateway reached over HTTP: POST of `gatewayBody` as JSON with the key in a header. Any 2xx is
 * taken; anything else, a network failure or no answer within 15 s fails the attempt with what the
 * gateway said (its first 300 characters), and the outbox retries it.
 */
export function httpTextProvider(channel: TextChannel, texts: TextsConfig, fetcher: typeof fetch = fetch): TextProvider {
  const gateway = texts[channel];
  if (!gateway) throw new Error(`No ${channel} gateway is configured`);
  const name = channel === "sms" ? "SMS" : "WhatsApp";
  return {
    async send(message) {
      let response: Response;
      try {
        response = await fetcher(gateway.url, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json", ...keyHeader(gateway) },
          body: JSON.stringify(gatewayBody(message, texts)),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        const reason =
          error instanceof Error && error.name === "TimeoutError"
            ? `no answer within ${TIMEOUT_MS / 1000} s`
            : error instanceof Error
              ? error.message
              : String(error);
        throw new Error(`The ${name} gateway could not be reached: ${reason}`);
      }
      const answer = (await response.text().catch(() => "")).replace(/\s+/g, " ").trim().slice(0, 300);
      if (!response.ok) throw new Error(`The ${name} gateway answered ${response.status}${answer ? `: ${answer}` : ""}`);
    },
  };
}

/** A provider for each channel whose gateway is configured. */
export function textProviders(texts: TextsConfig): TextProviders {
  return {
    ...(texts.sms && { sms: httpTextProvider("sms", texts) }),
    ...(texts.whatsapp && { whatsapp: httpTextProvider("whatsapp", texts) }),
  };
}
