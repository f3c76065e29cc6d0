import { describe, expect, it } from "vitest";
import {
  REOPEN_DAYS,
  allowedTransitions,
  customerNextSteps,
  customerStatusLabels,
  enquiryStatusOfTicket,
  isClockPaused,
  isOpenStatus,
  reopenUntil,
  serviceStatuses,
  serviceStatusLabels,
  serviceTransitions,
  ticketTransitionProblem,
} from "./service-rules.ts";
import { PhoneTicketSchema, ServiceHolidayInputSchema, TicketListQuerySchema, formatPhoneTicketReference } from "./service.ts";

const now = new Date("2026-12-01T06:30:00Z");
const noWindow = { reopenUntil: null, now };

describe("service ticket lifecycle", () => {
  it("walks a ticket from new to closed through the work and its pauses", () => {
    const path = ["new", "acknowledged", "diagnosing", "awaiting_parts", "visit_scheduled", "waiting_on_customer", "diagnosing", "resolved", "closed"] as const;
    let window: { reopenUntil: Date | null; now: Date } = noWindow;
    for (let i = 1; i < path.length; i += 1) {
      expect(ticketTransitionProblem(path[i - 1]!, path[i]!, window), `${path[i - 1]} → ${path[i]}`).toBeNull();
      if (path[i] === "resolved") window = { reopenUntil: reopenUntil(now), now };
    }
    expect(allowedTransitions("closed", window)).toEqual([]);
  });

  it("refuses moves the table does not hold, saying what to do instead", () => {
    expect(ticketTransitionProblem("new", "resolved", noWindow)).toBe("Acknowledge the ticket first.");
    expect(ticketTransitionProblem("diagnosing", "closed", noWindow)).toBe("Only a resolved ticket can be closed.");
    expect(ticketTransitionProblem("diagnosing", "reopened", noWindow)).toBe("Only a resolved ticket can be reopened.");
    expect(ticketTransitionProblem("closed", "reopened", noWindow)).toBe("This ticket is closed. Open a new ticket if the fault has come back.");
    expect(ticketTransitionProblem("diagnosing", "new", noWindow)).toBe("A ticket cannot go back to new.");
    expect(ticketTransitionProblem("awaiting_parts", "waiting_on_customer", noWindow)).toBe("A ticket cannot move from awaiting parts to waiting on customer.");
    expect(ticketTransitionProblem("resolved", "resolved", noWindow)).toBe("This ticket is already resolved.");
  });

  it("reopens a resolved ticket up to 15 days after it was resolved, and not a moment later", () => {
    const resolvedAt = new Date("2026-12-01T10:00:00Z");
    const until = reopenUntil(resolvedAt);
    expect(until.toISOString()).toBe("2026-12-16T10:00:00.000Z");
    expect(REOPEN_DAYS).toBe(15);
    expect(ticketTransitionProblem("resolved", "reopened", { reopenUntil: until, now: until })).toBeNull();
    const late = { reopenUntil: until, now: new Date(until.getTime() + 1) };
    expect(ticketTransitionProblem("resolved", "reopened", late)).toBe("A ticket can be reopened only within 15 days of being resolved. Open a new ticket instead.");
    expect(allowedTransitions("resolved", late)).toEqual(["closed"]);
    expect(allowedTransitions("resolved", { reopenUntil: until, now: resolvedAt })).toEqual(["closed", "reopened"]);
    // A reopened ticket goes back to the work, not straight to closed.
    expect(allowedTransitions("reopened", noWindow)).toEqual(["diagnosing", "visit_scheduled", "awaiting_parts", "waiting_on_customer", "resolved"]);
  });

  it("never lets a ticket back to new, and every status but closed leads somewhere", () => {
    for (const from of serviceStatuses) {
      expect(serviceTransitions[from]).not.toContain("new");
      expect(serviceTransitions[from]).not.toContain(from);
      if (from !== "closed") expect(serviceTransitions[from].length, from).toBeGreaterThan(0);
    }
  });

  it("pauses the clock only while waiting on parts or on the customer, and counts resolved and closed as done", () => {
    expect(serviceStatuses.filter(isClockPaused)).toEqual(["awaiting_parts", "waiting_on_customer"]);
    expect(serviceStatuses.filter((status) => !isOpenStatus(status))).toEqual(["resolved", "closed"]);
  });

  it("keeps the complaint's inbox status in step: open, in progress, resolved", () => {
    expect(serviceStatuses.map((status) => [status, enquiryStatusOfTicket(status)])).toEqual([
      ["new", "open"],
      ["acknowledged", "in progress"],
      ["diagnosing", "in progress"],
      ["visit_scheduled", "in progress"],
      ["awaiting_parts", "in progress"],
      ["waiting_on_customer", "in progress"],
      ["resolved", "resolved"],
      ["closed", "resolved"],
      ["reopened", "open"],
    ]);
  });

  it("has a staff label, a customer label and a next step for every status", () => {
    for (const status of serviceStatuses) {
      expect(serviceStatusLabels[status]).toMatch(/^[A-Z]/);
      expect(customerStatusLabels[status]).toMatch(/^[A-Z]/);
      expect(customerNextSteps[status]).toMatch(/\.$/);
    }
    expect(customerStatusLabels.new).toBe("We have received your request");
  });
});

describe("service desk input", () => {
  const call = { name: "Gurpreet Singh", mobile: "9876501234", pincode: "140401", product: "3500VA", issue: "product_issue", description: "Beeps and shuts down at night." };

  it("numbers phone tickets in their own SRV series", () => {
    expect(formatPhoneTicketReference(2026, 42)).toBe("SRV-2026-000042");
  });

  it("takes a phone ticket without an e-mail, at normal priority unless told", () => {
    expect(PhoneTicketSchema.parse({ ...call, email: "" })).toEqual({ ...call, priority: "normal" });
    expect(PhoneTicketSchema.parse({ ...call, priority: "urgent", email: "g@example.in" }).priority).toBe("urgent");
  });

  it("asks for the description of an 'other' issue and refuses unknown products and priorities", () => {
    const other = PhoneTicketSchema.safeParse({ ...call, issue: "other" });
    expect(other.success).toBe(false);
    expect(other.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["issueDescription", "Please describe the issue"]]);
    const bad = PhoneTicketSchema.safeParse({ ...call, product: "9000VA", priority: "asap", email: "nope" });
    expect(bad.error?.issues.map((issue) => issue.path.join(".")).sort()).toEqual(["email", "priority", "product"]);
  });

  it("reads the list's status filter, open tickets by default", () => {
    expect(TicketListQuerySchema.parse({})).toEqual({ status: "open", page: 1 });
    expect(TicketListQuerySchema.parse({ status: "", page: "2" })).toEqual({ status: "open", page: 2 });
    expect(TicketListQuerySchema.parse({ status: "visit_scheduled" }).status).toBe("visit_scheduled");
    expect(TicketListQuerySchema.safeParse({ status: "pending" }).success).toBe(false);
  });

  it("takes a holiday on a real date with a one-line name", () => {
    expect(ServiceHolidayInputSchema.parse({ date: "2026-11-08", name: " Diwali " })).toEqual({ date: "2026-11-08", name: "Diwali" });
    expect(ServiceHolidayInputSchema.safeParse({ date: "2026-02-30", name: "x" }).error?.issues[0]?.message).toBe("Date must be a real date");
    expect(ServiceHolidayInputSchema.safeParse({ date: "08-11-2026", name: "x" }).error?.issues[0]?.message).toBe("Date must be a date (YYYY-MM-DD)");
    expect(ServiceHolidayInputSchema.safeParse({ date: "2026-11-08", name: "a".repeat(81) }).error?.issues[0]?.message).toBe("Name cannot exceed 80 characters");
  });
});
