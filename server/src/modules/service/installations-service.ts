import { indiaIsoDate } from "@urjavolt/contract/dates";
import { type InstallClose, type InstallFail, type InstallPayment, installFailReasonLabels, type InstallationAvailability, type InstallationChoice, installationDays, installationMessages } from "@urjavolt/contract/installation";
import { paths } from "@urjavolt/contract/paths";
import { type CollectedBattery, isBatteryCategory } from "@urjavolt/contract/exchange";
import { type VisitSlot, slotBounds, visitMessages, visitSlotProblem, visitSlots } from "@urjavolt/contract/service-visits";
import type { Staff } from "@urjavolt/contract/staff";
import { warrantyExpiry } from "@urjavolt/contract/warranty";
import { and, asc, eq, gte, inArray, lt } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { products } from "../../db/schema/catalogue.ts";
import { invoices } from "../../db/schema/invoices.ts";
import { orderItems, orders } from "../../db/schema/orders.ts";
import { TECHNICIAN_SLOT_INDEX, serviceHolidays, serviceVisits } from "../../db/schema/service.ts";
import { staffUsers, technicianPincodes } from "../../db/schema/staff.ts";
import { warrantyEvents, warrantyRegistrations } from "../../db/schema/warranty.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { AppError } from "../../http/errors.ts";
import { installedWarrantyMail } from "../messaging/mail-templates.ts";
import { enqueueMail } from "../messaging/outbox.ts";
import type { Refunds } from "../billing/refunds.ts";
import { settleExchange } from "./install-exchange.ts";

/** Who registered an installed unit's warranty: the online shop, whose own invoice proves the purchase. */
export const ONLINE_SHOP_DEALER = "Online shop";

export type InstallationsService = ReturnType<typeof createInstallationsService>;

/**
 * Pay on installation (decision 059): the orders module's steps that closing an installation takes,
 * handed in by services.ts (a module never imports another's service): the payment link made before
 * the close's transaction, the link sent or the cash taken inside it, and the order cancelled when
 * the installation fails.
 */
export type InstallationPaymentSteps = {
  prepare(orderId: number, payment: InstallPayment | null, collected: readonly CollectedBattery[], now: Date): Promise<void>;
  collectInTransaction(tx: Database, orderId: number, payment: InstallPayment | null, now: Date): Promise<void>;
  failInTransaction(tx: Database, orderId: number, failure: InstallFail, staff: { id: number; name: string }, now: Date): Promise<void>;
};

const noPayments: InstallationPaymentSteps = {
  async prepare() {},
  async collectInTransaction() {},
  async failInTransaction() {},
};

/** What checkout's transaction books: the order, where, and the buyer's chosen day and slot. */
export type InstallationBooking = { orderId: number; pincode: string; address: string; choice: InstallationChoice; now: Date };

/**
 * Installation by the shop's technician (decision 057): the days and slots checkout offers at a
 * pincode (a technician serving it free in the slot), the booking made in checkout's own transaction
 * as a visit of kind "install" (the technician-slot unique index settles two buyers racing for the
 * last free technician), its cancellation when the order goes unpaid, and the technician's closing,
 * which registers each fitted serial's warranty Active and sends the customer its certificate link.
 */
export function createInstallationsService(db: Database, mail: { siteUrl: string }, refunds: Pick<Refunds, "record" | "send">, payments: InstallationPaymentSteps = noPayments) {
  /** The install visit `staff` may close, read before its transaction (its order's payment link is made first). */
  async function closableVisit(executor: Database, visitId: number, staff: Staff, lock: boolean) {
    const query = executor.select().from(serviceVisits).where(eq(serviceVisits.id, visitId));
    const [visit] = lock ? await query.for("update") : await query;
    if (!visit || (staff.role === "technician" && visit.technicianId !== staff.id)) throw new AppError("not_found", visitMessages.notFound);
    if (visit.kind !== "install" || visit.orderId === null) throw new AppError("conflict", installationMessages.notInstall);
    if (visit.status !== "booked") throw new AppError("conflict", visitMessages.notBooked);
    return visit as typeof visit & { orderId: number };
  }

  async function holidays(executor: Database): Promise<Set<string>> {
    return new Set((await executor.select({ date: serviceHolidays.date }).from(serviceHolidays)).map((row) => row.date));
  }

  /** Active technicians serving a pincode, in a steady order (the fewest visits first is the desk's business). */
  async function servingTechnicians(executor: Database, pincode: string): Promise<number[]> {
    const rows = await executor
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .innerJoin(technicianPincodes, and(eq(technicianPincodes.staffId, staffUsers.id), eq(technicianPincodes.pincode, pincode)))
      .where(and(eq(staffUsers.role, "technician"), eq(staffUsers.active, true)))
      .orderBy(asc(staffUsers.id));
    return rows.map((row) => row.id);
  }

  /** The offered days with the slots where at least one of `technicians` is free. */
  async function freeDays(executor: Database, pincode: string, technicians: readonly number[], now: Date): Promise<InstallationAvailability["days"]> {
    if (technicians.length === 0) return [];
    const closed = await holidays(executor);
    const dates = installationDays(now, pincode, (date) => closed.has(date));
    if (dates.length === 0) return [];
    const from = slotBounds(dates[0]!, visitSlots[0]).start;
    const until = slotBounds(dates.at(-1)!, visitSlots.at(-1)!).end;
    const booked = await executor
      .select({ technicianId: serviceVisits.technicianId, slotStart: serviceVisits.slotStart })
      .from(serviceVisits)
      .where(and(eq(serviceVisits.status, "booked"), inArray(serviceVisits.technicianId, [...technicians]), gte(serviceVisits.slotStart, from), lt(serviceVisits.slotStart, until)));
    const busy = new Map<number, number>();
    for (const visit of booked) busy.set(visit.slotStart.getTime(), (busy.get(visit.slotStart.getTime()) ?? 0) + 1);
    return dates
      .map((date) => ({
        date,
        slots: visitSlots.filter((slot) => {
          if (visitSlotProblem(date, slot, now, (day) => closed.has(day))) return false;
          return (busy.get(slotBounds(date, slot).start.getTime()) ?? 0) < technicians.length;
        }),
      }))
      .filter((day) => day.slots.length > 0);
  }

  return {
    /** What checkout may offer for these products at this pincode, now. */
    async availability(pincode: string, productIds: readonly number[], now = new Date()): Promise<InstallationAvailability> {
      const rows = productIds.length
        ? await db.select({ id: products.id, feePaise: products.installationFeePaise, category: products.category }).from(products).where(and(inArray(products.id, [...productIds]), eq(products.installation, true)))
        : [];
      const fees = rows.map((row) => ({ productId: row.id, feePaise: row.feePaise }));
      const batteries = rows.filter((row) => isBatteryCategory(row.category)).map((row) => row.id);
      if (fees.length === 0) return { offered: false, served: false, fees, batteries, days: [], message: installationMessages.notOffered };
      const technicians = await servingTechnicians(db, pincode);
      if (technicians.length === 0) return { offered: true, served: false, fees, batteries, days: [], message: installationMessages.notServed };
      const days = await freeDays(db, pincode, technicians, now);
      return { offered: true, served: true, fees, batteries, days, message: days.length === 0 ? installationMessages.notServed : null };
    },

    /**
     * Books the chosen slot with a technician serving the pincode and free in it, inside checkout's
     * transaction `tx`. Each technician is tried in a savepoint: the unique index on a technician's
     * booked slots refuses one another buyer has just taken. None left is a 409 on the slot.
     */
    async bookInTransaction(tx: Database, booking: InstallationBooking): Promise<{ start: Date; end: Date }> {
      const technicians = await servingTechnicians(tx, booking.pincode);
      if (technicians.length === 0) throw new AppError("invalid", installationMessages.notServed, { errors: { installation: installationMessages.notServed } });
      const closed = await holidays(tx);
      const dates = installationDays(booking.now, booking.pincode, (date) => closed.has(date));
      const slot = booking.choice.slot as VisitSlot;
      if (!dates.includes(booking.choice.date) || visitSlotProblem(booking.choice.date, slot, booking.now, (day) => closed.has(day))) {
        throw new AppError("invalid", installationMessages.notOffer, { errors: { "installation.date": installationMessages.notOffer } });
      }
      const { start, end } = slotBounds(booking.choice.date, slot);
      const taken = new Set(
        (
          await tx
            .select({ technicianId: serviceVisits.technicianId })
            .from(serviceVisits)
            .where(and(eq(serviceVisits.status, "booked"), eq(serviceVisits.slotStart, start), inArray(serviceVisits.technicianId, technicians)))
        ).map((row) => row.technicianId),
      );
      for (const technicianId of technicians.filter((id) => !taken.has(id))) {
        try {
          await tx.transaction(async (savepoint) => {
            await savepoint.insert(serviceVisits).values({
              kind: "install",
              orderId: booking.orderId,
              technicianId,
              slotStart: start,
              slotEnd: end,
              address: booking.address,
              createdAt: booking.now,
            });
          });
          return { start, end };
        } catch (error) {
          if (!isUniqueViolation(error, TECHNICIAN_SLOT_INDEX)) throw error;
        }
      }
      throw new AppError("conflict", installationMessages.slotTaken, { errors: { "installation.slot": installationMessages.slotTaken } });
    },

    /**
     * Closes an installation with the serial of each battery and inverter fitted: each becomes a
     * warranty registration, Active at once (the shop's own tax invoice proves the purchase: the
     * order's date, the online shop as dealer, the invoice's number), and the customer is e-mailed
     * each unit's page and certificate. A serial registered already is refused (409), nothing kept.
     */
    async close(visitId: number, input: InstallClose, staff: Staff, now = new Date()): Promise<void> {
      let refundId: number | null = null;
      const booked = await closableVisit(db, visitId, staff, false);
      await payments.prepare(booked.orderId, input.payment, input.collected, now);
      try {
        await db.transaction(async (tx) => {
          const visit = await closableVisit(tx, visitId, staff, true);
          const [order] = await tx.select().from(orders).where(eq(orders.id, visit.orderId));
          if (!order) throw new AppError("not_found", visitMessages.notFound);
          const items = await tx
            .select({ productId: orderItems.productId, quantity: orderItems.quantity, installation: products.installation, warrantyMonths: products.warrantyMonths })
            .from(orderItems)
            .innerJoin(products, eq(products.id, orderItems.productId))
            .where(eq(orderItems.orderId, order.id));
          const errors: Record<string, string> = {};
          const counted = new Map<number, number>();
          input.units.forEach((unit, index) => {
            const item = items.find((line) => line.productId === unit.productId && line.installation);
            counted.set(unit.productId, (counted.get(unit.productId) ?? 0) + 1);
            if (!item || counted.get(unit.productId)! > item.quantity) errors[`units.${index}.productId`] = "This order has no more of this product to install";
          });
          if (Object.keys(errors).length > 0) throw new AppError("invalid", Object.values(errors)[0]!, { errors });
          const serials = input.units.map((unit) => unit.serial);
          const registered = await tx.select({ serialNo: warrantyRegistrations.serialNo }).from(warrantyRegistrations).where(inArray(warrantyRegistrations.serialNo, serials));
          if (registered.length > 0) throw serialRegistered(registered.map((row) => row.serialNo), input);
          // The old batteries collected (decision 058): into the ledger, and the exchange settled against
          // them; for an order paid on installation, on its amount due, before that is asked for.
          const exchange = await settleExchange(tx, { visitId, order, collected: input.collected, differenceCollected: input.differenceCollected, staff, now }, refunds);
          refundId = exchange.refundId;
          // Paid on installation: the link sent, or the cash taken (its invoice issued here, before the warranties name it).
          await payments.collectInTransaction(tx, order.id, input.payment, now);
          const [paidOrder] = await tx.select({ paidAt: orders.paidAt }).from(orders).where(eq(orders.id, order.id));
          const [invoice] = await tx.select({ number: invoices.number }).from(invoices).where(eq(invoices.orderId, order.id));
          const purchaseDate = indiaIsoDate(paidOrder?.paidAt ?? order.paidAt ?? order.createdAt);
          await tx
            .update(serviceVisits)
            .set({
              status: "done",
              outcome: "installed",
              fittedSerials: serials,
              notes: input.notes,
              closedBy: staff.id,
              closedAt: now,
              exchangeDifferencePaise: exchange.differencePaise,
              exchangeRefundId: exchange.refundId,
            })
            .where(eq(serviceVisits.id, visitId));
          const certificates: { serialNo: string; expiryDate: string; unitUrl: string; certificateUrl: string }[] = [];
          for (const unit of input.units) {
            const item = items.find((line) => line.productId === unit.productId)!;
            const warrantyYears = Math.min(25, Math.max(1, Math.round(item.warrantyMonths / 12)));
            const [row] = await tx
              .insert(warrantyRegistrations)
              .values({
                serialNo: unit.serial,
                name: order.fullName,
                mobile: order.mobile,
                email: order.email,
                purchaseDate,
                dealer: ONLINE_SHOP_DEALER,
                invoiceNo: invoice?.number ?? order.number,
                pincode: order.pincode,
                comments: `Installed by our technician for order ${order.number}.`,
                productId: unit.productId,
                status: "active",
                warrantyYears,
                createdAt: now,
                updatedAt: now,
              })
              .returning({ id: warrantyRegistrations.id });
            const expiryDate = warrantyExpiry(purchaseDate, warrantyYears);
            await tx.insert(warrantyEvents).values({ warrantyId: row!.id, staffId: staff.id, action: "approved", note: `Installed for order ${order.number}; warranty period ${warrantyYears} years, expires ${expiryDate}`, createdAt: now });
            certificates.push({ serialNo: unit.serial, expiryDate, unitUrl: new URL(paths.accountUnit(unit.serial), mail.siteUrl).href, certificateUrl: new URL(paths.accountUnitCertificate(unit.serial), mail.siteUrl).href });
          }
          await enqueueMail(tx, installedWarrantyMail({ name: order.fullName, email: order.email, orderNumber: order.number, purchaseDate, units: certificates }));
        });
        if (refundId !== null) await refunds.send([refundId], now);
      } catch (error) {
        // Two closings registering one serial at the same moment: the warranty's unique serial decides.
        if (isUniqueViolation(error, "warranty_registrations_serial_no_unique")) throw serialRegistered([], input);
        throw error;
      }
    },

    /**
     * The installation did not happen: the customer refused it or it could not be done. The visit is
     * cancelled with the reason, and an order to be paid on installation is cancelled, its units and
     * slot released (decision 059). An order paid at checkout stays for the desk to arrange.
     */
    async fail(visitId: number, input: InstallFail, staff: Staff, now = new Date()): Promise<void> {
      await db.transaction(async (tx) => {
        const visit = await closableVisit(tx, visitId, staff, true);
        const notes = [installFailReasonLabels[input.reason], input.notes].filter(Boolean).join(". ");
        await tx.update(serviceVisits).set({ status: "cancelled", notes, closedBy: staff.id, closedAt: now }).where(eq(serviceVisits.id, visit.id));
        await payments.failInTransaction(tx, visit.orderId, input, { id: staff.id, name: staff.name }, now);
      });
    },
  };
}

/** The 409 naming the serials registered already, on their fields. */
function serialRegistered(serials: readonly string[], input: InstallClose): AppError {
  const errors: Record<string, string> = {};
  input.units.forEach((unit, index) => {
    if (serials.length === 0 || serials.includes(unit.serial)) errors[`units.${index}.serial`] = installationMessages.serialRegistered(unit.serial);
  });
  const first = Object.values(errors)[0] ?? installationMessages.serialRegistered(input.units[0]!.serial);
  return new AppError("conflict", first, { errors });
}
