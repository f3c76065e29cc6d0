import type { OutboxList, OutboxMessage } from "@urjavolt/contract/outbox";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { inRouter } from "../../../test/in-router";
import { AdminOutbox } from "./admin-outbox";

const message = (overrides: Partial<OutboxMessage>): OutboxMessage => ({
  id: 1,
  kind: "complaint-confirmation",
  channel: "email",
  to: "harjit@example.in",
  subject: "We received your complaint (CMP-2026-000001) | UrjaVolt",
  text: "Dear Harjit Kaur,",
  status: "sent",
  attempts: 1,
  last_error: null,
  next_attempt_at: "2026-11-26T05:00:00.000Z",
  sent_at: "2026-11-26T05:00:05.000Z",
  created_at: "2026-11-26T05:00:00.000Z",
  attachments: [],
  ...overrides,
});

const sms = message({
  id: 2,
  kind: "complaint-received",
  channel: "sms",
  to: "+919876543210",
  subject: "Service request received (CMP-2026-000001)",
  text: "UrjaVolt: We received your service request CMP-2026-000001.",
  status: "queued",
  attempts: 0,
  sent_at: null,
});

const list = (overrides: Partial<OutboxList>): OutboxList => ({
  data: [message({}), sms],
  sending: true,
  gateways: { sms: false, whatsapp: false },
  ...overrides,
});

describe("AdminOutbox", () => {
  it("shows each message's channel, and says a channel has no gateway only while messages wait on it", () => {
    render(inRouter(<AdminOutbox list={list({})} />));
    const rows = within(screen.getByRole("table", { name: "Messages: the newest 2" })).getAllByRole("row");
    expect(within(rows[1]!).getByRole("cell", { name: "E-mail" })).toBeInTheDocument();
    expect(within(rows[2]!).getByRole("cell", { name: "SMS" })).toBeInTheDocument();
    expect(within(rows[2]!).getByText(/To \+919876543210 · complaint-received/)).toBeInTheDocument();
    expect(screen.getByText("No SMS gateway is configured (SMS_API_URL): SMS are kept here and go out once one is set.")).toBeInTheDocument();
    expect(screen.queryByText(/No WhatsApp gateway/)).toBeNull();
    expect(screen.queryByText(/No SMTP server/)).toBeNull();
    expect(within(screen.getByRole("search", { name: "Filter the outbox" })).getByLabelText("Channel")).toHaveDisplayValue("Any channel");
  });

  it("says nothing of SMS once its gateway is set up, and names SMTP when e-mails cannot go", () => {
    render(inRouter(<AdminOutbox list={list({ sending: false, gateways: { sms: true, whatsapp: false } })} />));
    expect(screen.queryByText(/No SMS gateway/)).toBeNull();
    expect(screen.getByText("No SMTP server is configured (SMTP_URL): e-mails are kept here and go out once one is set.")).toBeInTheDocument();
  });
});
