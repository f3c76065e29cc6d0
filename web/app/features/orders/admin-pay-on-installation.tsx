import { type PayOnInstallationSettings, PayOnInstallationSettingsInputSchema } from "@urjavolt/contract/installation";
import { formatRupees } from "@urjavolt/contract/money";
import { useEffect, useState } from "react";
import { ConsoleCard, ConsoleNotice, SubmitButton } from "../../components/admin/admin-page";
import adminStyles from "../../components/admin/admin.module.css";
import { TextField } from "../../components/form-field";
import { adminRequest } from "../../lib/admin-api";
import { useConsoleForm } from "../../lib/console-form";
import { defineForm } from "../../lib/route-form";

const settingsForm = (initial: PayOnInstallationSettings) =>
  defineForm({ name: "pay-on-installation", schema: PayOnInstallationSettingsInputSchema, initial: { limit: String(initial.limit), days: String(initial.days) }, fallback: "" });

/** What the setting means in words: off, or the orders it is offered for. */
export function payOnInstallationSummary(settings: PayOnInstallationSettings): string {
  if (settings.limit === 0) return "Pay on installation is off: every buyer pays at checkout.";
  return `Checkout offers pay on installation for orders with installation up to ${formatRupees(settings.limit)}, to be paid within ${settings.days} ${settings.days === 1 ? "day" : "days"} of the installation day.`;
}

/**
 * Pay on installation (decision 059): the order total up to which checkout offers it (rupees, 0 = off)
 * and the days the buyer has to pay after the installation. Every staff member reads it; an admin sets it.
 */
export function AdminPayOnInstallation({ canChange }: { canChange: boolean }) {
  const [settings, setSettings] = useState<PayOnInstallationSettings | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    adminRequest<PayOnInstallationSettings>("settings/pay-on-installation")
      .then(setSettings)
      .catch(() => setFailed(true));
  }, []);
  return (
    <ConsoleCard id="pay-on-installation" title="Pay on installation">
      {failed ? <p role="alert">The setting could not be loaded.</p> : null}
      {settings ? <p>{payOnInstallationSummary(settings)}</p> : failed ? null : <p role="status">Loading…</p>}
      {settings && canChange ? <SettingsForm settings={settings} onSaved={setSettings} /> : null}
      {settings && !canChange ? <p className={adminStyles.muted}>Only an admin can change it.</p> : null}
    </ConsoleCard>
  );
}

function SettingsForm({ settings, onSaved }: { settings: PayOnInstallationSettings; onSaved: (settings: PayOnInstallationSettings) => void }) {
  const [spec] = useState(() => settingsForm(settings));
  const form = useConsoleForm(spec, {
    send: (input) => adminRequest<PayOnInstallationSettings>("settings/pay-on-installation", { method: "PUT", json: input }),
    done: onSaved,
    keep: true,
    failure: "Could not save the setting",
  });
  return (
    <>
      <ConsoleNotice notice={form.notice} />
      <form {...form.formProps} className={adminStyles.statusForm}>
        <TextField label="Limit: order total up to (₹, 0 turns it off)" inputMode="decimal" required {...form.field("limit")} />
        <TextField label="Days to pay after the installation day (1 to 14)" inputMode="numeric" required {...form.field("days")} />
        <p>
          <SubmitButton busy={form.busy} busyLabel="Saving…">
            Save
          </SubmitButton>
        </p>
      </form>
    </>
  );
}
