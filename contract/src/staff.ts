import { z } from "zod";
import { idParams } from "./ids.ts";
import { paths } from "./paths.ts";

/**
 * Staff of the console at /admin (docs/architecture.md, Staff console): who they are, how they sign in, and the accounts an
 * admin manages. `admin` may do everything, staff accounts included; `support` works the inbox,
 * warranties and complaints and reads orders; `technician` (a field engineer or service partner)
 * sees only the visits booked for them and closes them (decision 031).
 */

export const staffRoles = ["admin", "support", "technician"] as const;
export const StaffRoleSchema = z.enum(staffRoles, { error: "Choose a role: admin, support or technician" });
export type StaffRole = z.infer<typeof StaffRoleSchema>;

export const staffRoleLabels: Record<StaffRole, string> = { admin: "Admin", support: "Support", technician: "Technician" };

/** The roles that work the console's desk pages (everything but a technician's own visits). */
export const deskRoles: readonly StaffRole[] = ["admin", "support"];

/** At most this many pincodes per technician. */
export const TECHNICIAN_PINCODES_MAX = 200;

/**
 * The pincodes a technician serves, as staff type them: six-digit pincodes separated by commas,
 * spaces or new lines; each kept once, in order.
 */
export const TechnicianPincodesSchema = z
  .array(z.string({ error: "Pincodes must be text" }).trim(), { error: "Pincodes must be a list" })
  .max(TECHNICIAN_PINCODES_MAX, { error: `A technician can serve at most ${TECHNICIAN_PINCODES_MAX} pincodes` })
  .superRefine((pincodes, context) => {
    // One message for the whole list, naming what is wrong, so the form shows it by the one field.
    const wrong = pincodes.filter((pincode) => !/^[1-9]\d{5}$/.test(pincode));
    if (wrong.length > 0) context.addIssue({ code: "custom", message: `Each pincode must be 6 digits, not starting with 0: ${wrong.slice(0, 5).join(", ")}` });
  })
  .transform((pincodes) => [...new Set(pincodes)]);

/** A technician's pincodes as the console changes them on their own: the list under its one field. */
export const TechnicianPincodesChangeSchema = z.strictObject({ pincodes: TechnicianPincodesSchema });

/** The pincodes in a text a person typed (commas, spaces, new lines between them). */
export function splitPincodes(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The session cookie's name; HttpOnly, so only the server reads it. */
export const STAFF_SESSION_COOKIE = "uv_staff";
/** The header every state-changing console request carries: the session's CSRF token. */
export const CSRF_HEADER = "x-csrf-token";
/** A session lasts this long from sign-in. */
export const STAFF_SESSION_HOURS = 12;
/**
 * The known-device cookie (decision 013): set on a successful sign-in, HttpOnly and sent only to
 * the sign-in path; failures elsewhere never lock that browser out.
 */
export const STAFF_DEVICE_COOKIE = "uv_staff_device";
export const STAFF_DEVICE_DAYS = 180;

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 200;

export const staffMessages = {
  signInRequired: "Please sign in",
  forbidden: "You do not have access to this",
  csrf: "This request did not come from the console. Reload the page and try again.",
  badCredentials: "The e-mail or password is not correct",
  throttled: "Too many sign-in attempts. Please wait and try again later.",
  emailTaken: "A staff account with this e-mail already exists",
  notYourself: "You cannot deactivate or demote your own account",
  lastAdmin: "At least one active admin must remain",
  pincodesForTechnicians: "Only a technician serves pincodes",
  weakPassword: `Use at least ${PASSWORD_MIN} characters, mixing letters with digits or symbols`,
} as const;

/** When a throttled sign-in may try again, from the 429's Retry-After (seconds), in words. */
export function retryAfterText(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return "";
  if (seconds < 90) {
    const whole = Math.ceil(seconds);
    return `You can try again in ${whole} second${whole === 1 ? "" : "s"}.`;
  }
  const minutes = Math.ceil(seconds / 60);
  return `You can try again in ${minutes} minutes.`;
}

const email = () =>
  z
    .string({ error: "E-mail is required" })
    .trim()
    .toLowerCase()
    .min(1, { error: "E-mail is required" })
    .max(254, { error: "E-mail cannot exceed 254 characters" })
    .pipe(z.email({ error: "Please enter a valid e-mail address" }));

/**
 * A password strong enough for a console that sees customers' details: long, not one kind of
 * character, and not a well-known one. Pure, so the CLI, the bootstrap and the form share it.
 */
export function passwordProblem(password: string, context: { email?: string } = {}): string | null {
  if (password.length < PASSWORD_MIN) return staffMessages.weakPassword;
  if (password.length > PASSWORD_MAX) return `Password cannot exceed ${PASSWORD_MAX} characters`;
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((kind) => kind.test(password)).length;
  if (kinds < 2) return staffMessages.weakPassword;
  const lower = password.toLowerCase();
  if (/^(.)\1+$/.test(password) || commonPasswords.some((common) => lower.includes(common))) {
    return "This password is too easy to guess; choose another";
  }
  const local = context.email?.split("@")[0]?.toLowerCase();
  if (local && local.length >= 4 && lower.includes(local)) return "The password must not contain your e-mail address";
  return null;
}

const commonPasswords = ["password", "passw0rd", "123456", "qwerty", "admin123", "letmein", "welcome", "urjavolt", "changeme", "iloveyou"];

const newPassword = () =>
  z
    .string({ error: "Password is required" })
    .min(1, { error: "Password is required" })
    .superRefine((value, ctx) => {
      const problem = passwordProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });

// ---- Sign-in and session ----------------------------------------------------------------------

export const StaffSignInSchema = z.strictObject({
  email: email(),
  password: z.string({ error: "Password is required" }).min(1, { error: "Password is required" }).max(PASSWORD_MAX),
});
export type StaffSignIn = z.infer<typeof StaffSignInSchema>;

export const StaffSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: StaffRoleSchema,
});
export type Staff = z.infer<typeof StaffSchema>;

/** What sign-in and `GET /admin/session` answer: who is signed in, and the token for writes. */
export const StaffSessionSchema = z.object({
  staff: StaffSchema,
  csrfToken: z.string(),
});
export type StaffSession = z.infer<typeof StaffSessionSchema>;

// ---- Staff accounts (admin only) ---------------------------------------------------------------

export const StaffAccountSchema = StaffSchema.extend({
  active: z.boolean(),
  /** A technician's pincodes; empty for other roles. */
  pincodes: z.array(z.string()),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export type StaffAccount = z.infer<typeof StaffAccountSchema>;

export const StaffAccountListSchema = z.object({ staff: z.array(StaffAccountSchema) });
export type StaffAccountList = z.infer<typeof StaffAccountListSchema>;

export const StaffCreateSchema = z.strictObject({
  email: email(),
  name: z.string({ error: "Name is required" }).trim().min(1, { error: "Name is required" }).max(80, { error: "Name cannot exceed 80 characters" }),
  role: StaffRoleSchema,
  password: newPassword(),
  /** Only for a technician: the pincodes they serve. */
  pincodes: TechnicianPincodesSchema.optional(),
});
export type StaffCreate = z.infer<typeof StaffCreateSchema>;

/** Change an account's role or switch it on or off; at least one of the two. */
export const StaffUpdateSchema = z
  .strictObject({
    role: StaffRoleSchema.optional(),
    active: z.boolean({ error: "Active must be true or false" }).optional(),
    /** A technician's pincodes, replacing the ones they had. */
    pincodes: TechnicianPincodesSchema.optional(),
  })
  .refine((value) => value.role !== undefined || value.active !== undefined || value.pincodes !== undefined, { error: "Nothing to change" });
export type StaffUpdate = z.infer<typeof StaffUpdateSchema>;

/** What the staff service answers for an id with no account. */
export const STAFF_NOT_FOUND = "There is no staff account with this id";
export const StaffIdParamsSchema = idParams(STAFF_NOT_FOUND);

// ---- Before you can sell ----------------------------------------------------------------------

/** The checks of the dashboard's "Before you can sell" list, in the order they are shown. */
export const readinessKeys = ["products", "stock", "declarations", "demoDeclarations", "pincodes", "gstin", "trustBadges", "grievanceOfficer", "testGateway", "webhook", "mail", "siteUrl", "demoData"] as const;
export type ReadinessKey = (typeof readinessKeys)[number];

export const ReadinessItemSchema = z.object({
  key: z.enum(readinessKeys),
  /** What is missing, in a line. */
  title: z.string(),
  /** What to do about it. */
  action: z.string(),
  /** The console page where it is done, when it is done in the console. */
  link: z.object({ href: z.string(), label: z.string() }).nullable(),
});
export type ReadinessItem = z.infer<typeof ReadinessItemSchema>;

// ---- Dashboard ---------------------------------------------------------------------------------

export const DashboardPeriodSchema = z.object({
  contactMessages: z.number().int(),
  quoteRequests: z.number().int(),
  complaints: z.number().int(),
  /** All three kinds together. */
  enquiries: z.number().int(),
  warrantyRegistrations: z.number().int(),
  /** Orders paid in the period through Razorpay (money taken), less cancelled and refunded. */
  paidOrders: z.number().int(),
  /** Rupees of those orders. */
  revenue: z.number(),
  /** Orders "paid" through the offline test gateway in the period: no money, so left out of the two above. */
  testOrders: z.number().int(),
});
export type DashboardPeriod = z.infer<typeof DashboardPeriodSchema>;

export const DashboardSchema = z.object({
  /** When the counts were taken, and the India-time starts of today and of this week (Monday). */
  generatedAt: z.string(),
  todayStartsAt: z.string(),
  weekStartsAt: z.string(),
  today: DashboardPeriodSchema,
  week: DashboardPeriodSchema,
  /** Right now, whatever the period. */
  openComplaints: z.number().int(),
  openEnquiries: z.number().int(),
  pendingWarranties: z.number().int(),
  /** "Before you can sell": what is still missing, each with what to do; empty when the shop is ready. */
  readiness: z.array(ReadinessItemSchema),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

/** Where each dashboard count leads in the console. */
export const dashboardLinks = {
  enquiries: paths.admin.inbox,
  contactMessages: `${paths.admin.inbox}?type=contact`,
  quoteRequests: `${paths.admin.inbox}?type=quote`,
  complaints: `${paths.admin.inbox}?type=complaint`,
  openComplaints: `${paths.admin.inbox}?type=complaint&status=open`,
  openEnquiries: `${paths.admin.inbox}?status=open`,
  pendingWarranties: `${paths.admin.warranties}?status=pending`,
  warrantyRegistrations: paths.admin.warranties,
  paidOrders: `${paths.admin.orders}?status=paid`,
  revenue: paths.admin.payments,
} as const;
