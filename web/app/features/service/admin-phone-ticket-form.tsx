import { complaintIssues } from "@urjavolt/contract/enquiries";
import { paths } from "@urjavolt/contract/paths";
import { type TicketDetail, PhoneTicketSchema, TICKET_DESCRIPTION_MAX, serviceMessages } from "@urjavolt/contract/service";
import { DEFAULT_TICKET_PRIORITY, ticketPriorities, ticketPriorityLabels } from "@urjavolt/contract/service-rules";
import { useNavigate } from "react-router";
import { ConsoleNotice, SubmitButton } from "../../components/admin/admin-page";
import adminStyles from "../../components/admin/admin.module.css";
import { SelectField, TextAreaField, TextField } from "../../components/form-field";
import { ProductOptions } from "../../components/product-options";
import { adminRequest } from "../../lib/admin-api";
import { useConsoleForm } from "../../lib/console-form";
import { defineForm } from "../../lib/route-form";
import styles from "./admin-service.module.css";

/** The fields as typed; the schema treats an empty optional field as left out. */
export const phoneTicketForm = defineForm({
  name: "phone-ticket",
  schema: PhoneTicketSchema,
  initial: { name: "", mobile: "", email: "", pincode: "", product: "", serialno: "", issue: "", issueDescription: "", description: "", priority: DEFAULT_TICKET_PRIORITY as string },
  fallback: "",
  toInput: (values) => values,
});

/**
 * A ticket for a call to the service line (decision 026): the complaint form's fields, the e-mail
 * optional, and a priority. Once opened, the desk goes to the new ticket.
 */
export function AdminPhoneTicketForm() {
  const navigate = useNavigate();
  // The button keeps saying "Opening…" until the new ticket's page is there.
  const form = useConsoleForm(phoneTicketForm, {
    send: (input) => adminRequest<TicketDetail>("service/tickets", { method: "POST", json: input }),
    done: (ticket) => navigate(paths.admin.ticket(ticket.id), { state: { notice: `${serviceMessages.phoneTicketOpened}: ${ticket.reference}.` } }),
    failure: "Could not open the ticket",
    keep: true,
    invalid: "Please correct the fields marked below.",
  });

  return (
    <form {...form.formProps} className={adminStyles.card} aria-labelledby="phone-ticket-title">
      <h2 id="phone-ticket-title" className={adminStyles.cardTitle}>
        The caller and the fault
      </h2>
      <ConsoleNotice notice={form.notice} />
      <div className={styles.grid}>
        <TextField label="Name" autoComplete="off" maxLength={50} required {...form.field("name")} />
        <TextField label="Mobile" type="tel" inputMode="tel" maxLength={16} required {...form.field("mobile")} />
        <TextField label="E-mail" type="email" hint="With an e-mail, the customer hears of every status change." {...form.field("email")} />
        <TextField label="Pin code" inputMode="numeric" maxLength={6} required {...form.field("pincode")} />
        <SelectField label="Product" required {...form.field("product")}>
          <ProductOptions />
        </SelectField>
        <TextField label="Serial number" maxLength={50} autoCapitalize="characters" hint="To check the warranty." {...form.field("serialno")} />
        <SelectField label="Issue" required {...form.field("issue")}>
          <option value="">Choose an issue</option>
          {complaintIssues.map((issue) => (
            <option key={issue.value} value={issue.value}>
              {issue.label}
            </option>
          ))}
        </SelectField>
        {form.values.issue === "other" ? <TextField label="Describe the issue" maxLength={500} required {...form.field("issueDescription")} /> : null}
        <SelectField label="Priority" required {...form.field("priority")}>
          {ticketPriorities.map((priority) => (
            <option key={priority} value={priority}>
              {ticketPriorityLabels[priority]}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label="What the customer said"
          className={styles.wide}
          maxLength={TICKET_DESCRIPTION_MAX}
          required
          hint="What happens, since when, and anything they have tried."
          {...form.field("description")}
        />
      </div>
      <p>
        <SubmitButton busy={form.busy} busyLabel="Opening…">
          Open the ticket
        </SubmitButton>
      </p>
    </form>
  );
}
