import { z } from "zod";
import { type TextEvent, textEvents } from "@urjavolt/contract/messages";

/**
 * The environment the server reads at start-up, one entry per variable, each with its
 * documentation: the schema is the one source of docs/configuration.md (`npm run docs:config`
 * writes it, and a test fails when the committed file differs). loadConfig (config.ts) parses it
 * field by field, in this order, and then checks the rules between fields.
 *
 * The documentation is zod metadata in a registry of its own (`envDocs`), attached to each field's
 * outermost schema: zod keeps metadata per schema instance, and `optional()`'s preprocess, `.optional()`
 * and `.default()` each wrap a new one, so metadata given to an inner schema would not be found.
 */

/**
 * The sections of docs/configuration.md, in order. A section lists its variables in the schema's
 * order, after those it names in `lead`.
 */
export const envGroups = {
  server: {
    title: "The server",
    intro: "How the process runs: its port, mode and log.",
  },
  database: {
    title: "Database and demo data",
    intro: "The embedded PGlite database serves a demo and development; a real shop runs on PostgreSQL ([operations](operations.md#running-on-postgresql)).",
    lead: ["DATABASE_URL", "DATA_DIR", "SEED_DEMO"],
  },
  address: {
    title: "Public address and customers' links",
    intro: "What the shop's links are made from, and the secret that signs the links customers receive.",
  },
  payments: {
    title: "Payments",
    intro:
      "`PAYMENT_GATEWAY` and the Razorpay keys choose the gateway: Razorpay, or the offline test gateway, which takes no money. " +
      "Setting up Razorpay and its webhook is in [operations](operations.md#5-the-consoles-checklist-and-razorpays-keys).",
    lead: ["PAYMENT_GATEWAY", "RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"],
  },
  console: {
    title: "Staff console",
    intro: "The console's first admin; more staff are added in the [console](console.md#staff-accounts-and-roles).",
  },
  email: {
    title: "E-mail",
    intro: "E-mails are written to the outbox with their record and sent by a worker in the server (decision 010).",
  },
  texts: {
    title: "SMS and WhatsApp",
    intro:
      "Updates to customers who ticked the boxes on the complaint or warranty form, through the outbox like e-mail (decision 030). " +
      "Each channel is set up when its URL is set; unset, its messages wait in the outbox. " +
      "Registering the templates is in [operations](operations.md#sms-and-whatsapp).",
  },
  instances: {
    title: "Several instances, timeouts and load",
    intro: "Behind a load balancer (decision 025; the layout is in [deploy/README.md](../deploy/README.md)).",
  },
} as const satisfies Record<string, { title: string; intro: string; lead?: readonly string[] }>;
export type EnvGroup = keyof typeof envGroups;

export type EnvDoc = {
  group: EnvGroup;
  /** Markdown, read from docs/: what the variable does, its values and what follows from them. "decision NNN" becomes a link. */
  description: string;
  /**
   * Markdown: the default, when it is not simply the schema's `.default()` (it depends on where the
   * server runs, or is worked out by loadConfig). Given with a `.default()`, it must name that value.
   */
  default?: string;
};

/** Each variable's documentation: docs/configuration.md is rendered from it. */
export const envDocs = z.registry<EnvDoc>();

/** An empty variable (common in .env files) means "not set". */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

/** A whole number from `min` to `max`, with the one message that says so. */
const wholeNumber = (min: number, max: number, unit: string) => {
  const error = `must be a whole number of ${unit} from ${min} to ${max}`;
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};
const seconds = (min: number, max: number) => wholeNumber(min, max, "seconds");

/** An HTTP header's name, as a gateway wants its key (e.g. Authorization, authkey, apikey). */
const headerName = z.string().trim().regex(/^[A-Za-z0-9-]{1,64}$/, { error: "must be an HTTP header name such as Authorization or authkey" });

/**
 * `event=id` pairs, comma-separated: each event's registered template (decision 030). Unknown
 * events and malformed ids are refused; which events are missing is checked with the gateway.
 */
function templateList(id: RegExp, what: string) {
  return z.string().transform((value, context) => {
    const templates: Partial<Record<TextEvent, string>> = {};
    for (const pair of value.split(",").map((item) => item.trim()).filter(Boolean)) {
      const [event = "", template = "", ...rest] = pair.split("=").map((part) => part.trim());
      if (!(textEvents as readonly string[]).includes(event)) {
        context.addIssue({ code: "custom", message: `"${event}" is not an event with a template; the events are ${textEvents.join(", ")}` });
      } else if (rest.length > 0 || !id.test(template)) {
        context.addIssue({ code: "custom", message: `the template of ${event} must be ${what}` });
      } else {
        templates[event as TextEvent] = template;
      }
    }
    return templates;
  });
}

const eventList = textEvents.map((event) => `\`${event}\``).join(", ");

export const EnvSchema = z.object({
  NODE_ENV: optional(z.enum(["development", "production", "test"], { error: "must be development, production or test" }))
    .default("development")
    .register(envDocs, {
      group: "server",
      description:
        "`development`, `production` or `test`. Production is a real shop's mode: it never accepts the documented development secrets, and on PostgreSQL it refuses to start " +
        "until everything a shop can forget is set, saying all of it at once ([operations](operations.md#2-the-settings)).",
      default: "`production` for `npm start`, `development` for `npm run dev` (and when the server is started otherwise)",
    }),
  PORT: optional(z.coerce.number({ error: "must be a port number from 1 to 65535" }).int().min(1).max(65535, { error: "must be a port number from 1 to 65535" }))
    .default(3000)
    .register(envDocs, { group: "server", description: "The HTTP port." }),
  HOST: optional(z.string().min(1))
    .default("127.0.0.1")
    .register(envDocs, { group: "server", description: "The interface to listen on: `0.0.0.0` behind a load balancer on another machine, or in a container." }),
  DATABASE_URL: optional(
    z.url({ protocol: /^postgres(ql)?$/, error: "must be a PostgreSQL URL such as postgres://user:password@host:5432/database" }),
  ).register(envDocs, {
    group: "database",
    description:
      "A PostgreSQL connection string (PostgreSQL 14 or newer), such as `postgres://user:password@localhost:5432/urjavolt`. " +
      "Unset means the embedded PGlite database in `DATA_DIR`, which suits a demo, development and tests but not a real shop.",
    default: "unset: PGlite",
  }),
  DATA_DIR: optional(z.string().min(1))
    .default("data")
    .register(envDocs, {
      group: "database",
      description:
        "The PGlite data folder, relative to the repository root (or absolute); ignored with `DATABASE_URL`. " +
        "Only one server may use a data folder at a time: a second one started on it is refused, because two processes would corrupt it.",
    }),
  LOG_LEVEL: optional(
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], { error: "must be fatal, error, warn, info, debug, trace or silent" }),
  )
    .default("info")
    .register(envDocs, { group: "server", description: "`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`. The log is JSON lines on standard output." }),
  RESERVATION_MINUTES: optional(
    z.coerce.number({ error: "must be a whole number of minutes from 1 to 1440" }).int({ error: "must be a whole number of minutes from 1 to 1440" }).min(1, { error: "must be a whole number of minutes from 1 to 1440" }).max(1440, { error: "must be a whole number of minutes from 1 to 1440" }),
  )
    .default(15)
    .register(envDocs, {
      group: "payments",
      description:
        "How many minutes (1 to 1440) create-order holds the order's units for the buyer who is paying (decision 015). " +
        "The hold is released when it runs out, when the payment fails or the order is cancelled, and extended while the bank is still confirming a payment.",
    }),
  PAYMENT_RECONCILE_AFTER: optional(
    z.coerce.number({ error: "must be a whole number of seconds from 10 to 86400" }).int({ error: "must be a whole number of seconds from 10 to 86400" }).min(10, { error: "must be a whole number of seconds from 10 to 86400" }).max(86_400, { error: "must be a whole number of seconds from 10 to 86400" }),
  )
    .default(120)
    .register(envDocs, {
      group: "payments",
      description:
        "Seconds (10 to 86400) after create-order when the server first asks the gateway about an order still unpaid; then with backoff, for a day, after which the order is `expired`. " +
        "So a payment whose browser closed and whose webhook was lost is settled, and an authorized one captured.",
    }),
  PROMO_ENDS_AT: optional(z.iso.datetime({ offset: true, error: "must be an ISO date-time such as 2026-10-31T23:59:59+05:30" })).register(envDocs, {
    group: "database",
    description:
      "When the demo data's two offers end, as an ISO date-time with its offset (`2027-10-31T23:59:59+05:30`); set, they are the festival (Diwali) offers. " +
      "It applies when the demo data is loaded into an empty database (decision 020).",
    default:
      "the Diwali sale's 31 October, 23:59:59 India time, when the data is loaded from 16 September (or within 30 days of it); otherwise the end of the next month, as a plain limited-time offer",
  }),
  TRUST_PROXY: optional(
    z
      .string()
      .regex(/^(true|false|[\d.:a-fA-F/]+(\s*,\s*[\d.:a-fA-F/]+)*)$/, {
        error: "must be true, false, or a comma-separated list of proxy addresses or ranges (10.0.0.0/8)",
      }),
  ).register(envDocs, {
    group: "instances",
    description:
      "Behind a load balancer or reverse proxy: `true`, or the proxies' addresses or ranges separated by commas (`10.0.0.0/8`), so that the client's address is read from " +
      "`X-Forwarded-For` and the forms' rate limits and the sign-in throttle count per customer, not per proxy. `true` only when nothing but the proxy can reach the server.",
    default: "`false`",
  }),
  REDIS_URL: optional(z.url({ protocol: /^rediss?$/, error: "must be a Redis URL such as redis://127.0.0.1:6379" })).register(envDocs, {
    group: "instances",
    description:
      "A Redis URL (`redis://host:6379`, `rediss://` with TLS) where the public forms' rate-limit counters (20 a minute per address per form) are shared by every instance. " +
      "Unset, each instance keeps them in its memory. While Redis does not answer, each instance counts in its own memory, so the limits still hold, per instance (decision 025).",
    default: "unset: counted in memory",
  }),
  RAZORPAY_KEY_ID: optional(z.string().trim().regex(/^rzp_(test|live)_\w+$/, { error: "must be a Razorpay key id such as rzp_live_XXXXXXXXXXXXXX" })).register(envDocs, {
    group: "payments",
    description:
      "Razorpay's key id (Razorpay dashboard, Account & Settings, API Keys): `rzp_live_...` for real money, `rzp_test_...` for a staging copy. " +
      "Set it with `RAZORPAY_KEY_SECRET` (both or neither): with them, orders and payments go through Razorpay's Orders API and checkout. A real shop must set them.",
    default: "unset",
  }),
  RAZORPAY_KEY_SECRET: optional(z.string().trim().min(8, { error: "must be the key secret that Razorpay shows with the key id" })).register(envDocs, {
    group: "payments",
    description: "Razorpay's key secret, shown with the key id. It signs and verifies payments (HMAC-SHA256) and never leaves the server.",
    default: "unset",
  }),
  RAZORPAY_WEBHOOK_SECRET: optional(z.string().trim().min(8, { error: "must be at least 8 characters" })).register(envDocs, {
    group: "payments",
    description:
      "The secret of the Razorpay webhook `https://<site>/api/v1/payment/webhook`, with the events `payment.captured`, `payment.authorized`, `order.paid`, `payment.failed`, `refund.processed`, `refund.failed`, `payment_link.paid` " +
      "([operations](operations.md#6-razorpays-webhook)). Required with Razorpay in production: the webhook records a payment whose buyer closed the browser before coming back. " +
      "Unset with Razorpay elsewhere, webhooks are refused.",
    default: "unset",
  }),
  RAZORPAY_API_BASE: optional(z.url({ protocol: /^https?$/, error: "must be an http(s) URL such as https://api.razorpay.com" }))
    .default("https://api.razorpay.com")
    .register(envDocs, { group: "payments", description: "Razorpay's API; the tests point it at a local fake." }),
  TEST_GATEWAY_KEY_ID: optional(z.string().trim().min(1))
    .default("rzp_test_urjavolt")
    .register(envDocs, { group: "payments", description: "The test gateway's key id, which the browser's checkout is opened with." }),
  // Their documented defaults apply outside production only (see documentedDefaults in config.ts).
  TEST_GATEWAY_KEY_SECRET: optional(z.string().trim().min(8, { error: "must be at least 8 characters" })).register(envDocs, {
    group: "payments",
    description:
      "The test gateway's key secret: it signs payments exactly as Razorpay does (HMAC-SHA256 of `order_id|payment_id`), so any tool can sign a test payment ([API](api.md#the-test-gateway)).",
    default:
      "outside production `urjavolt_test_secret`; in production that public default is refused, and unset means a secret generated once and kept in the database (table `server_secrets`)",
  }),
  TEST_GATEWAY_WEBHOOK_SECRET: optional(z.string().trim().min(8, { error: "must be at least 8 characters" })).register(envDocs, {
    group: "payments",
    description: "The test gateway's webhook secret: its webhooks are checked exactly as Razorpay's are. `RAZORPAY_WEBHOOK_SECRET`, when set, is used instead.",
    default:
      "outside production `urjavolt_test_webhook_secret`; in production that public default is refused, and unset means a secret generated once and kept in the database (table `server_secrets`)",
  }),
  PAYMENT_GATEWAY: optional(z.enum(["razorpay", "test"], { error: "must be razorpay or test" })).register(envDocs, {
    group: "payments",
    description:
      "`razorpay` or `test`. Unset: Razorpay when its keys are set, else the offline **test gateway**, whose checkout stand-in \"pays\" without money. " +
      "In production on PostgreSQL there is no default: without the Razorpay keys the server refuses to start unless `PAYMENT_GATEWAY=test` is set on purpose " +
      "(it then warns loudly at start-up, and the console says so). `razorpay` without the keys is refused. A real shop must use Razorpay.",
    default: "Razorpay with its keys, else the test gateway; none in production on PostgreSQL",
  }),
  SEED_DEMO: optional(z.enum(["true", "false"], { error: "must be true or false" })).register(envDocs, {
    group: "database",
    description: "`true` loads the [demo data](demo-data.md) into an empty database; a real shop starts empty. The log says at start-up whether it was loaded.",
    default: "`true` on PGlite, `false` on PostgreSQL",
  }),
  HYDRATE_AFTER_PAINT: optional(z.enum(["true", "false"], { error: "must be true or false" })).register(envDocs, {
    group: "server",
    description:
      "Pages start their scripts just after the first paint (decisions 012 and 019, measured in [performance/hydration.md](performance/hydration.md)); " +
      "`false` starts them as React Router writes the page, for measuring the difference (`npm run hydration`).",
    default: "`true`",
  }),
  ADMIN_EMAIL: optional(z.email({ error: "must be an e-mail address such as admin@example.com" })).register(envDocs, {
    group: "console",
    description:
      "The staff console's first admin, created on start when the database has no active admin; set it with `ADMIN_PASSWORD` (both or neither). " +
      "Once the admin exists neither is used again, so remove them afterwards; a forgotten password is reset with `npm run admin:create -- --email <e-mail> --reset`.",
    default: "unset",
  }),
  ADMIN_PASSWORD: optional(z.string()).register(envDocs, {
    group: "console",
    description:
      "The first admin's password, of which there is no default: at least 12 characters of at least two kinds (lower-case, upper-case, digits, symbols), " +
      "not one of the commonest passwords and without the e-mail's name in it. A weaker one stops the start.",
    default: "unset",
  }),
  // The default depends on PORT and on where the server runs: see loadConfig.
  SITE_URL: optional(z.url({ protocol: /^https?$/, error: "must be the site's public http(s) address such as https://www.urjavolt.in" })).register(envDocs, {
    group: "address",
    description:
      "The site's public address, no trailing slash: the one source of absolute links in e-mails, `/sitemap.xml`, `/robots.txt`, canonical and Open Graph URLs and structured data (JSON-LD). " +
      "The SMS texts carry it too: the start-up refuses an address so long that an SMS would not fit one part, and a new address means registering the SMS and WhatsApp templates again.",
    default: "`http://localhost:<PORT>`; required in production on PostgreSQL",
  }),
  TRACKING_SECRET: optional(z.string().min(16, { error: "must be at least 16 characters (a long random string)" })).register(envDocs, {
    group: "address",
    description:
      "Signs the `/track-order?token=...` links in order e-mails, the pages after paying and the `/track-request/...` links of service requests (HMAC-SHA256, at least 16 characters, e.g. `openssl rand -hex 32`). " +
      "Production refuses the documented default. Changing it makes the links already sent stop working (the look-up forms still work). " +
      "The links end on their own 90 days after their order or request ended (decision 036); change the secret at once if logs that held tokens " +
      "(written before the logs named the route instead) went where they should not.",
    default: "outside production `urjavolt_dev_tracking_secret`; required in production on PostgreSQL; on the production demo (PGlite), generated once and kept in the database",
  }),
  ACCOUNT_CODE_SECRET: optional(z.string().min(16, { error: "must be at least 16 characters (a long random string)" })).register(envDocs, {
    group: "address",
    description:
      "Keys the hashes of the one-time codes customers sign in with (HMAC-SHA256, at least 16 characters, e.g. `openssl rand -hex 32`): a code is stored only as this hash (decision 050). " +
      "Production refuses the documented default. Changing it only ends the codes sent in the last 10 minutes.",
    default:
      "outside production `urjavolt_dev_account_code_secret`; in production, generated once and kept in the database (every instance reads the same one)",
  }),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: "must be an SMTP URL such as smtps://user:password@smtp.example.com:465" })).register(envDocs, {
    group: "email",
    description:
      "The SMTP server e-mails go through: `smtps://user:password@host:465`, or `smtp://` on 587 with STARTTLS. A worker in the server sends the outbox with retries " +
      "(exponential backoff from 30 s, `failed` after 8 attempts; admins see them and queue them again in the console's Outbox). Unset, the outbox still fills and waits: nothing is dropped, and it goes out once this is set.",
    default: "unset: e-mails wait in the outbox",
  }),
  MAIL_FROM: optional(z.string().trim().min(3))
    .default("UrjaVolt <no-reply@urjavolt.example>")
    .register(envDocs, { group: "email", description: "The From of every e-mail: an address of your domain that the mail provider may send from." }),
  STAFF_NOTIFY_EMAIL: optional(z.email({ error: "must be an e-mail address such as orders@example.com" }))
    .default("support@urjavolt.example")
    .register(envDocs, {
      group: "email",
      description: "Where staff notices go: new enquiries, complaints and paid orders, and each message a customer writes on their service request.",
    }),
  // SMS and WhatsApp updates (decision 030): each channel's gateway, its key and its registered templates.
  SMS_API_URL: optional(z.url({ protocol: /^https?$/, error: "must be the SMS gateway's http(s) address such as https://sms.example.in/v1/send" })).register(envDocs, {
    group: "texts",
    description:
      "The SMS gateway, sent a JSON POST for each message ([operations](operations.md#the-gateways)); https in production, since the key goes with every message (http only to this machine itself: 127.0.0.1, ::1 or localhost). " +
      "With it, `SMS_API_KEY`, `SMS_SENDER_ID`, `SMS_DLT_ENTITY_ID` and `SMS_DLT_TEMPLATE_IDS` are required.",
    default: "unset: SMS wait in the outbox",
  }),
  SMS_API_KEY: optional(z.string().trim().min(8, { error: "must be the API key the SMS gateway gave you (at least 8 characters)" })).register(envDocs, {
    group: "texts",
    description: "The key the SMS gateway gave you (at least 8 characters); set with `SMS_API_URL` (both or neither).",
    default: "unset",
  }),
  SMS_API_KEY_HEADER: optional(headerName)
    .default("Authorization")
    .register(envDocs, { group: "texts", description: "The header that carries the key: `Authorization` carries `Bearer <key>`, any other header (e.g. `authkey`) the key alone." }),
  SMS_SENDER_ID: optional(z.string().trim().regex(/^[A-Z]{6}$/, { error: "must be the 6-letter sender ID (header) registered on DLT, such as URJAVT" })).register(envDocs, {
    group: "texts",
    description: "The 6-letter sender ID (header) registered on DLT, such as `URJAVT`. Required with `SMS_API_URL`.",
    default: "unset",
  }),
  SMS_DLT_ENTITY_ID: optional(z.string().trim().regex(/^\d{10,30}$/, { error: "must be the Principal Entity ID of your DLT registration (digits)" })).register(envDocs, {
    group: "texts",
    description: "The principal entity ID of your DLT registration (digits). Required with `SMS_API_URL`.",
    default: "unset",
  }),
  SMS_DLT_TEMPLATE_IDS: optional(templateList(/^\d{10,30}$/, "a DLT content template ID (digits)")).register(envDocs, {
    group: "texts",
    description:
      `Each event's DLT content template ID, as \`event=id\` pairs separated by commas (\`complaint-received=1207160000000000001,...\`), one for every event: ${eventList}. Required with \`SMS_API_URL\`.`,
    default: "unset",
  }),
  WHATSAPP_API_URL: optional(z.url({ protocol: /^https?$/, error: "must be the WhatsApp gateway's http(s) address such as https://wa.example.in/v1/messages" })).register(envDocs, {
    group: "texts",
    description: "The WhatsApp gateway, as for SMS; https in production (or http to this machine itself). With it, `WHATSAPP_API_KEY` and `WHATSAPP_TEMPLATE_NAMES` are required.",
    default: "unset: WhatsApp messages wait in the outbox",
  }),
  WHATSAPP_API_KEY: optional(z.string().trim().min(8, { error: "must be the API key the WhatsApp gateway gave you (at least 8 characters)" })).register(envDocs, {
    group: "texts",
    description: "The key the WhatsApp gateway gave you (at least 8 characters); set with `WHATSAPP_API_URL` (both or neither).",
    default: "unset",
  }),
  WHATSAPP_API_KEY_HEADER: optional(headerName)
    .default("Authorization")
    .register(envDocs, { group: "texts", description: "The header that carries the WhatsApp key, as `SMS_API_KEY_HEADER`." }),
  WHATSAPP_TEMPLATE_NAMES: optional(templateList(/^[a-z0-9_]{1,512}$/, "an approved template name (lower-case letters, digits and _)")).register(envDocs, {
    group: "texts",
    description:
      "Each event's template name as Meta approved it (lower-case letters, digits and `_`), as `event=name` pairs separated by commas " +
      "(`complaint-received=complaint_received_v1,...`), for the same events as SMS. Required with `WHATSAPP_API_URL`.",
    default: "unset",
  }),
  WHATSAPP_TEMPLATE_LANGUAGE: optional(z.string().trim().regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, { error: "must be a WhatsApp language code such as en or en_US" }))
    .default("en")
    .register(envDocs, { group: "texts", description: "The WhatsApp templates' language code, such as `en` or `en_US`." }),
  // Timeouts and load shedding (decision 025): safe defaults behind nginx, each bounded so a typo cannot switch one off.
  HTTP_HEADERS_TIMEOUT: optional(seconds(1, 120))
    .default(20)
    .register(envDocs, {
      group: "instances",
      description:
        "Seconds (1 to 120, and no more than `HTTP_REQUEST_TIMEOUT`) a client may take to send a request's headers; a slower one gets a 408 and its connection is closed (decision 025).",
    }),
  HTTP_REQUEST_TIMEOUT: optional(seconds(1, 600))
    .default(60)
    .register(envDocs, { group: "instances", description: "Seconds (1 to 600) a client may take to send the whole request with its body; a slower one gets a 408 and its connection is closed." }),
  HTTP_KEEP_ALIVE_TIMEOUT: optional(seconds(1, 600))
    .default(65)
    .register(envDocs, {
      group: "instances",
      description: "Seconds (1 to 600) an idle keep-alive connection stays open. Keep it above the proxy's: nginx's upstream `keepalive_timeout` is 60 s.",
    }),
  SHUTDOWN_GRACE_SECONDS: optional(seconds(0, 120)).register(envDocs, {
    group: "instances",
    description:
      "On SIGTERM, how many seconds (0 to 120) the instance answers not-ready (`/api/v1/health/ready`) before it stops taking connections, so the load balancer drains it; requests in flight then finish. " +
      "Give the service manager at least this plus `HTTP_REQUEST_TIMEOUT` to stop an instance.",
    default: "`5` in production, `0` otherwise",
  }),
  MAX_EVENT_LOOP_DELAY_MS: optional(wholeNumber(50, 60_000, "milliseconds")).register(envDocs, {
    group: "instances",
    description:
      "Load shedding: while the event loop lags more than this many milliseconds (50 to 60000), requests answer 503 with `Retry-After` at once instead of queueing " +
      "(the health checks still answer, and `/api/v1/health/ready` says overloaded).",
    default: "`1000`; no shedding under `NODE_ENV=test` unless it is set",
  }),
  PAGE_RENDER_CONCURRENCY: optional(wholeNumber(1, 1000, "renders"))
    .default(16)
    .register(envDocs, {
      group: "instances",
      description: "The most pages (1 to 1000) this instance renders at once; pages served from its cache do not count. One more answers 503 with `Retry-After`.",
    }),
});

export type Env = z.infer<typeof EnvSchema>;
