import { type AdminSynonym, AdminSynonymInputSchema } from "@urjavolt/contract/search";
import { useState } from "react";
import { ConsoleNotice, SubmitButton } from "../../components/admin/admin-page";
import { ConfirmButton } from "../../components/admin/confirm-button";
import { type Column, DataTable } from "../../components/admin/data-table";
import { TextField } from "../../components/form-field";
import { adminRequest } from "../../lib/admin-api";
import { useConsoleForm } from "../../lib/console-form";
import { defineForm } from "../../lib/route-form";
import styles from "./admin-synonyms.module.css";

/** Adding a synonym: the words shoppers type, and what they mean in the catalogue's words (comma-separated). */
const synonymForm = defineForm({
  name: "synonym",
  schema: AdminSynonymInputSchema,
  initial: { term: "", expandsTo: "" },
  fallback: "",
  toInput: (values) => values,
});

/** The search's synonyms (decision 042): add one, remove one; the shop's search uses them at once. */
export function AdminSynonyms({ initial }: { initial: AdminSynonym[] }) {
  const [synonyms, setSynonyms] = useState(initial);
  const form = useConsoleForm(synonymForm, {
    send: (input) => adminRequest<AdminSynonym>("search-synonyms", { method: "POST", json: input }),
    done: (added) => {
      setSynonyms((list) => [...list, added].sort((a, b) => a.term.localeCompare(b.term)));
      return `A search for “${added.term}” now also finds ${added.expandsTo.map((meaning) => `“${meaning}”`).join(", ")}.`;
    },
    failure: "Could not save",
    failureField: "term",
  });
  const { setNotice } = form;

  const remove = async (synonym: AdminSynonym) => {
    await adminRequest<void>(`search-synonyms/${synonym.id}`, { method: "DELETE" });
    setSynonyms((list) => list.filter((row) => row.id !== synonym.id));
    setNotice({ tone: "status", text: `Removed the synonym “${synonym.term}”.` });
  };

  const columns: Column<AdminSynonym>[] = [
    { key: "term", header: "Shoppers type", cell: (row) => row.term },
    { key: "expandsTo", header: "Also finds", cell: (row) => row.expandsTo.join(", ") },
    {
      key: "actions",
      header: "Actions",
      cell: (row) => (
        <ConfirmButton
          title={`Remove the synonym “${row.term}”?`}
          message={<p>A search for these words then finds only products that say them.</p>}
          confirmLabel="Remove"
          onConfirm={() => remove(row)}
        >
          Remove<span className="visually-hidden"> {row.term}</span>
        </ConfirmButton>
      ),
    },
  ];

  return (
    <>
      <ConsoleNotice notice={form.notice} />
      <form {...form.formProps} className={styles.add} aria-label="Add a synonym">
        <TextField label="Shoppers type" hint="For example: golf cart" maxLength={40} autoComplete="off" required {...form.field("term")} />
        <TextField label="Also finds" hint="The catalogue's words, separated by commas: ev, electric vehicle" maxLength={200} autoComplete="off" required {...form.field("expandsTo")} />
        <SubmitButton busy={form.busy} busyLabel="Adding…">
          Add synonym
        </SubmitButton>
      </form>
      <DataTable caption={`Synonyms the search uses (${synonyms.length})`} columns={columns} rows={synonyms} rowKey={(row) => String(row.id)} empty="No synonyms: a search finds only the words products say." />
    </>
  );
}
