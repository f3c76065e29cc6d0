import type { OutboxList, OutboxMessage, OutboxStatus } from "@urjavolt/contract/outbox";
import { channelLabels, outboxChannels, textChannels } from "@urjavolt/contract/messages";
import { useState } from "react";
import { AdminNotice, ConsoleNotice } from "../../components/admin/admin-page";
import adminStyles from "../../components/admin/admin.module.css";
import { type Column, DataTable } from "../../components/admin/data-table";
import { type FilterField, FilterBar } from "../../components/admin/filter-bar";
import { StatusBadge } from "../../components/admin/status-badge";
import { adminRequest } from "../../lib/admin-api";
import { useConsoleAction } from "../../lib/console-form";
import { formatAdminDateTime } from "../../lib/admin-format";
import styles from "./admin-outbox.module.css";

const statusLabels: Record<OutboxStatus, string> = { queued: "Queued", sent: "Sent", failed: "Failed" };

export const outboxFilters: FilterField[] = [
  {
    name: "status",
    label: "Status",
    type: "select",
    options: (["queued", "sent", "failed"] as const).map((status) => ({ value: status, label: statusLabels[status] })),
    allLabel: "Any status",
  },
  {
    name: "channel",
    label: "Channel",
    type: "select",
    options: outboxChannels.map((channel) => ({ value: channel, label: channelLabels[channel] })),
    allLabel: "Any channel",
  },
  { name: "to", label: "Recipient", type: "search", placeholder: "E-mail address or mobile" },
];

/** Where each channel's messages go out, and what to set when they cannot (decisions 010 and 030). */
const notConfigured = {
  email: "No SMTP server is configured (SMTP_URL): e-mails are kept here and go out once one is set.",
  sms: "No SMS gateway is configured (SMS_API_URL): SMS are kept here and go out once one is set.",
  whatsapp: "No WhatsApp gateway is configured (WHATSAPP_API_URL): WhatsApp messages are kept here and go out once one is set.",
} as const;

function OutboxStatusBadge({ status }: { status: OutboxStatus }) {
  return <StatusBadge tone={status === "sent" ? "success" : status === "failed" ? "danger" : "warning"}>{statusLabels[status]}</StatusBadge>;
}

/**
 * The outbox: every e-mail, SMS and WhatsApp message with its channel, status, attempts and last
 * error; a failed one can be queued again.
 */
export function AdminOutbox({ list }: { list: OutboxList }) {
  const [messages, setMessages] = useState(list.data);
  const retrying = useConsoleAction<number>();

  const retry = (message: OutboxMessage) =>
    retrying.run(() => adminRequest<OutboxMessage>(`outbox/${message.id}/retry`, { method: "POST" }), {
      key: message.id,
      failure: "Could not save",
      done: (queued) => {
        setMessages((rows) => rows.map((row) => (row.id === queued.id ? queued : row)));
        return `The message to ${message.to} is queued again.`;
      },
    });

  const columns: Column<OutboxMessage>[] = [
    {
      key: "message",
      header: "Message",
      cell: (message) => (
        <span className={styles.stack}>
          {message.subject}
          <span className={styles.muted}>
            To {message.to} · {message.kind}
            {message.attachments.length > 0 ? ` · ${message.attachments.map((file) => file.filename).join(", ")}` : ""}
          </span>
          <details className={styles.body}>
            <summary>
              Read the message<span className="visually-hidden"> to {message.to}</span>
            </summary>
            <pre>{message.text}</pre>
          </details>
        </span>
      ),
    },
    { key: "channel", header: "Channel", cell: (message) => channelLabels[message.channel] },
    { key: "status", header: "Status", cell: (message) => <OutboxStatusBadge status={message.status} /> },
    { key: "queued", header: "Queued", cell: (message) => formatAdminDateTime(message.created_at) },
    {
      key: "attempts",
      header: "Attempts",
      cell: (message) => (
        <span className={styles.stack}>
          {message.attempts}
          {message.status === "sent" && message.sent_at ? <span className={styles.muted}>Sent {formatAdminDateTime(message.sent_at)}</span> : null}
          {message.status === "queued" && message.attempts > 0 ? <span className={styles.muted}>Next try {formatAdminDateTime(message.next_attempt_at)}</span> : null}
        </span>
      ),
    },
    { key: "error", header: "Last error", cell: (message) => <span className={styles.error}>{message.last_error ?? "—"}</span> },
    {
      key: "actions",
      header: "Actions",
      cell: (message) =>
        message.status === "failed" ? (
          <button type="button" className={adminStyles.buttonSecondary} disabled={retrying.busyWith === message.id} onClick={() => void retry(message)}>
            Retry<span className="visually-hidden"> the message to {message.to}</span>
          </button>
        ) : (
          "—"
        ),
    },
  ];

  // A text channel without its gateway is said only when messages wait on it: a shop need not send SMS at all.
  const waiting = textChannels.filter((channel) => !list.gateways[channel] && messages.some((message) => message.channel === channel && message.status === "queued"));
  return (
    <>
      {list.sending ? null : <AdminNotice tone="error">{notConfigured.email}</AdminNotice>}
      {waiting.map((channel) => (
        <AdminNotice key={channel} tone="error">
          {notConfigured[channel]}
        </AdminNotice>
      ))}
      <ConsoleNotice notice={retrying.notice} />
      <FilterBar fields={outboxFilters} label="Filter the outbox" />
      <DataTable caption={`Messages: the newest ${messages.length}`} columns={columns} rows={messages} rowKey={(message) => message.id} empty="No messages match these filters." />
    </>
  );
}
