import {
  type Staff,
  type StaffAccount,
  type StaffCreate,
  type StaffSession,
  type StaffUpdate,
  passwordProblem,
  staffMessages,
} from "@urjavolt/contract/staff";
import { and, asc, count, eq, inArray, lt } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { type StaffUserRow, staffSessions, staffUsers, technicianPincodes } from "../../db/schema/staff.ts";
import { AppError } from "../../http/errors.ts";
import { createStaffSession, hashToken } from "../../http/staff-auth.ts";
import { type MailSettings, staffSignInAlertMail } from "../messaging/mail-templates.ts";
import { enqueueMail } from "../messaging/outbox.ts";
import { hashPassword, spendPasswordCheck, verifyPassword } from "./password.ts";
import { THROTTLE_WINDOW_MS, createSignInThrottle } from "./sign-in-throttle.ts";

export type SignInResult = StaffSession & { token: string; expiresAt: Date; deviceToken: string };

/** One sign-in attempt: the form's fields, where it came from, and the browser's device cookie, if any. */
export type SignInAttempt = { email: string; password: string; address: string; deviceToken: string | null };
export type StaffService = ReturnType<typeof createStaffService>;

function toAccount(row: StaffUserRow, pincodes: string[] = []): StaffAccount {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    active: row.active,
    pincodes: row.role === "technician" ? pincodes : [],
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  };
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error as { code?: string; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (current.code === "23505") return true;
  }
  return false;
}

export function createStaffService(db: Database, mail: Pick<MailSettings, "siteUrl">) {
  const throttle = createSignInThrottle(db);

  /** Each technician's pincodes, in the order they were given. */
  async function pincodesOf(tx: Database, ids: number[]): Promise<Map<number, string[]>> {
    const byStaff = new Map<number, string[]>();
    if (ids.length === 0) return byStaff;
    const rows = await tx.select().from(technicianPincodes).where(inArray(technicianPincodes.staffId, ids)).orderBy(asc(technicianPincodes.pincode));
    for (const row of rows) byStaff.set(row.staffId, [...(byStaff.get(row.staffId) ?? []), row.pincode]);
    return byStaff;
  }

  /** Replaces a technician's pincodes (none for any other role). */
  async function setPincodes(tx: Database, staffId: number, pincodes: readonly string[]): Promise<void> {
    await tx.delete(technicianPincodes).where(eq(technicianPincodes.staffId, staffId));
    if (pincodes.length > 0) await tx.insert(technicianPincodes).values(pincodes.map((pincode) => ({ staffId, pincode })));
  }

  const pincodesRefused = () => new AppError("invalid", staffMessages.pincodesForTechnicians, { errors: { pincodes: staffMessages.pincodesForTechnicians } });

  async function activeAdminCount(): Promise<number> {
    const [row] = await db.select({ n: count() }).from(staffUsers).where(and(eq(staffUsers.role, "admin"), eq(staffUsers.active, true)));
    return row?.n ?? 0;
  }

  return {
    /**
     * Counts the attempt (sign-in-throttle.ts), then checks the password and opens a session. The
     * answer never tells which part was wrong. The owner of an account being guessed at from
     * several addresses is e-mailed, once per window.
     */
    async signIn({ email, password, address, deviceToken }: SignInAttempt, now = new Date()): Promise<SignInResult> {
      const [user] = await db.select().from(staffUsers).where(eq(staffUsers.email, email)).limit(1);
      const deviceId = user ? await throttle.findDevice(user.id, deviceToken) : null;
      const { emailAttempts } = await throttle.admit({ email, address, deviceId }, now);

      const valid = user ? await verifyPassword(password, user.passwordHash) : (await spendPasswordCheck(password), false);
      if (!user || !valid || !user.active) {
        const alert = user ? await throttle.claimAlert(email, emailAttempts, now) : null;
        if (user && alert) {
          const message = staffSignInAlertMail({ name: user.name, email: user.email, ...alert, windowMinutes: THROTTLE_WINDOW_MS / 60_000 }, mail);
          await enqueueMail(db, message);
        }
        throw new AppError("unauthorized", staffMessages.badCredentials);
      }
      const knownDeviceToken = await throttle.succeeded({ staffId: user.id, email, address, knownDeviceToken: deviceId === null ? null : deviceToken }, now);
      await db.delete(staffSessions).where(lt(staffSessions.expiresAt, now));
      await db.update(staffUsers).set({ lastSignInAt: now }).where(eq(staffUsers.id, user.id));
      const session = await createStaffSession(db, user.id, now);
      return {
        staff: { id: user.id, email: user.email, name: user.name, role: user.role },
        csrfToken: session.csrfToken,
        token: session.token,
        expiresAt: session.expiresAt,
        deviceToken: knownDeviceToken,
      };
    },

    async signOut(token: string): Promise<void> {
      await db.delete(staffSessions).where(eq(staffSessions.tokenHash, hashToken(token)));
    },

    async list(): Promise<StaffAccount[]> {
      const rows = await db.select().from(staffUsers).orderBy(asc(staffUsers.name), asc(staffUsers.id));
      const pincodes = await pincodesOf(db, rows.filter((row) => row.role === "technician").map((row) => row.id));
      return rows.map((row) => toAccount(row, pincodes.get(row.id)));
    },

    async create(input: StaffCreate): Promise<StaffAccount> {
      const problem = passwordProblem(input.password, { email: input.email });
      if (problem) throw new AppError("invalid", problem, { errors: { password: problem } });
      if (input.pincodes?.length && input.role !== "technician") throw pincodesRefused();
      const passwordHash = await hashPassword(input.password);
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx.insert(staffUsers).values({ email: input.email, name: input.name, role: input.role, passwordHash }).returning();
          if (!row) throw new Error("insert returned nothing");
          const pincodes = input.role === "technician" ? (input.pincodes ?? []) : [];
          await setPincodes(tx, row.id, pincodes);
          return toAccount(row, pincodes);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError("conflict", staffMessages.emailTaken, { errors: { email: staffMessages.emailTaken } });
        throw error;
      }
    },

    /**
     * Role, active flag or a technician's pincodes; nobody changes their own role or switches
     * themselves off, and the last active admin stays one. An account that stops being a
     * technician loses its pincodes.
     */
    async update(actor: Staff, id: number, change: StaffUpdate): Promise<StaffAccount> {
      const [current] = await db.select().from(staffUsers).where(eq(staffUsers.id, id)).limit(1);
      if (!current) throw new AppError("not_found", "There is no staff account with this id");
      const role = change.role ?? current.role;
      if (change.pincodes?.length && role !== "technician") throw pincodesRefused();
      const demotes = change.role !== undefined && change.role !== current.role;
      const deactivates = change.active === false && current.active;
      if (id === actor.id && (demotes || deactivates)) throw new AppError("conflict", staffMessages.notYourself);
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(staffUsers)
          .set({ ...(change.role !== undefined && { role: change.role }), ...(change.active !== undefined && { active: change.active }), updatedAt: new Date() })
          .where(eq(staffUsers.id, id))
          .returning();
        const [admins] = await tx.select({ n: count() }).from(staffUsers).where(and(eq(staffUsers.role, "admin"), eq(staffUsers.active, true)));
        if ((admins?.n ?? 0) < 1) throw new AppError("conflict", staffMessages.lastAdmin);
        // A deactivated account is signed out everywhere at once.
        if (change.active === false) await tx.delete(staffSessions).where(eq(staffSessions.staffId, id));
        if (role !== "technician") await setPincodes(tx, id, []);
        else if (change.pincodes !== undefined) await setPincodes(tx, id, change.pincodes);
        return row && toAccount(row, (await pincodesOf(tx, [id])).get(id));
      });
      if (!updated) throw new AppError("not_found", "There is no staff account with this id");
      return updated;
    },

    /**
     * The first admin (ADMIN_EMAIL, ADMIN_PASSWORD), made on start when no active admin exists.
     * Returns what happened, for the log. A weak password is refused.
     */
    async ensureFirstAdmin(first: { email: string; password: string } | undefined): Promise<"exists" | "created" | "missing"> {
      if ((await activeAdminCount()) > 0) return "exists";
      if (!first) return "missing";
      const problem = passwordProblem(first.password, { email: first.email });
      if (problem) throw new AppError("invalid", `ADMIN_PASSWORD is too weak: ${problem}`);
      const passwordHash = await hashPassword(first.password);
      const [existing] = await db
        .select({ id: staffUsers.id, role: staffUsers.role, active: staffUsers.active })
        .from(staffUsers)
        .where(eq(staffUsers.email, first.email))
        .limit(1);
      // Instances started together (a deploy, the cluster test) all find no admin above; one creates it.
      if (existing?.role === "admin" && existing.active) return "exists";
      if (existing) {
        // The account exists but is not an active admin (deactivated, or support): make it one with this password.
        await db.update(staffUsers).set({ role: "admin", active: true, passwordHash, updatedAt: new Date() }).where(eq(staffUsers.id, existing.id));
      } else {
        const inserted = await db
          .insert(staffUsers)
          .values({ email: first.email, name: "Administrator", role: "admin", passwordHash })
          .onConflictDoNothing({ target: staffUsers.email })
          .returning({ id: staffUsers.id });
        if (inserted.length === 0) return "exists";
      }
      return "created";
    },

    /** For the CLI: creates an account, or with `reset` sets a new password (and role) on an existing one. */
    async upsertFromCli(input: StaffCreate, reset: boolean): Promise<"created" | "updated"> {
      const problem = passwordProblem(input.password, { email: input.email });
      if (problem) throw new AppError("invalid", problem);
      const [existing] = await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, input.email)).limit(1);
      if (existing && !reset) throw new AppError("conflict", `${staffMessages.emailTaken} (use --reset to set a new password)`);
      const passwordHash = await hashPassword(input.password);
      if (existing) {
        await db.update(staffUsers).set({ name: input.name, role: input.role, active: true, passwordHash, updatedAt: new Date() }).where(eq(staffUsers.id, existing.id));
        await db.delete(staffSessions).where(eq(staffSessions.staffId, existing.id));
        return "updated";
      }
      await db.insert(staffUsers).values({ email: input.email, name: input.name, role: input.role, passwordHash });
      return "created";
    },

  };
}
