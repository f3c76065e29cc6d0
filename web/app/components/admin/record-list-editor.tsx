import { type ReactNode, useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { adminRequest } from "../../lib/admin-api";
import { AdminNotice } from "./admin-page";
import styles from "./admin.module.css";
import { ConfirmButton } from "./confirm-button";
import { type Column, DataTable } from "./data-table";
import { RecordForm, type RecordField } from "./record-form";
import formStyles from "./record-form.module.css";

type Item = { id: number | string };

/**
 * A list the console edits in place: a table, a "New" button, an Edit and a Delete per row, and
 * the edit form (a RecordForm) above the table while one is open. Writes go to the admin API at
 * `path` (POST `path`, PUT and DELETE `path/:id`); the list is updated from the answers.
 */
export function RecordListEditor<T extends Item, Input>({
  heading,
  headingLevel = 2,
  noun,
  path,
  initial,
  columns,
  fields,
  schema,
  nameOf,
  toRecord = (item) => item as unknown as Record<string, unknown>,
  sort,
  newDefaults = null,
  deleteWarning,
}: {
  heading: string;
  headingLevel?: 1 | 2;
  /** What one item is called: "offer", "slide", "store". */
  noun: string;
  path: string;
  initial: T[];
  columns: Column<T>[];
  fields: RecordField[];
  schema: z.ZodType<Input>;
  nameOf: (item: T) => string;
  toRecord?: (item: T) => Record<string, unknown>;
  sort?: (a: T, b: T) => number;
  newDefaults?: Record<string, unknown> | null;
  deleteWarning?: ReactNode;
}) {
  const [items, setItems] = useState(initial);
  const [editing, setEditing] = useState<T | "new" | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const editorRef = useRef<HTMLHeadingElement>(null);
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const EditorHeading = headingLevel === 1 ? "h2" : "h3";

  useEffect(() => {
    if (editing) editorRef.current?.focus();
  }, [editing]);

  const ordered = (list: T[]) => (sort ? [...list].sort(sort) : list);

  const save = async (input: Input) => {
    if (editing === "new") {
      const created = await adminRequest<T>(path, { method: "POST", json: input });
      setItems((list) => ordered([...list, created]));
      setNotice(`Added the ${noun} “${nameOf(created)}”.`);
    } else if (editing) {
      const updated = await adminRequest<T>(`${path}/${encodeURIComponent(String(editing.id))}`, { method: "PUT", json: input });
      setItems((list) => ordered(list.map((item) => (item.id === updated.id ? updated : item))));
      setNotice(`Saved the ${noun} “${nameOf(updated)}”.`);
    }
    setEditing(null);
  };

  const remove = async (item: T) => {
    await adminRequest<void>(`${path}/${encodeURIComponent(String(item.id))}`, { method: "DELETE" });
    setItems((list) => list.filter((candidate) => candidate.id !== item.id));
    setNotice(`Deleted the ${noun} “${nameOf(item)}”.`);
  };

  const actions: Column<T> = {
    key: "actions",
    header: "Actions",
    cell: (item) => (
      <span className={formStyles.actions}>
        <button type="button" className={styles.buttonSecondary} onClick={() => setEditing(item)}>
          Edit<span className="visually-hidden"> {nameOf(item)}</span>
        </button>
        <ConfirmButton title={`Delete ${nameOf(item)}?`} message={deleteWarning ?? <p>This cannot be undone.</p>} confirmLabel="Delete" onConfirm={() => remove(item)}>
          Delete<span className="visually-hidden"> {nameOf(item)}</span>
        </ConfirmButton>
      </span>
    ),
  };

  const title = editing === "new" ? `New ${noun}` : editing ? `Edit ${nameOf(editing)}` : "";
  return (
    <section aria-labelledby={`${path}-heading`} className={formStyles.list}>
      <div className={formStyles.listHeader}>
        <Heading id={`${path}-heading`} className={formStyles.listTitle}>
          {heading}
        </Heading>
        <button
          type="button"
          className={styles.button}
          onClick={() => {
            setNotice(null);
            setEditing("new");
          }}
        >
          New {noun}
        </button>
      </div>
      {notice ? <AdminNotice>{notice}</AdminNotice> : null}
      {editing ? (
        <div className={formStyles.editor}>
          <EditorHeading ref={editorRef} tabIndex={-1} className={formStyles.editorTitle}>
            {title}
          </EditorHeading>
          <RecordForm
            key={editing === "new" ? "new" : String(editing.id)}
            label={title}
            fields={fields}
            record={editing === "new" ? newDefaults : toRecord(editing)}
            schema={schema}
            submitLabel={editing === "new" ? `Add ${noun}` : "Save changes"}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        </div>
      ) : null}
      <DataTable caption={`${heading} (${items.length})`} hideCaption columns={[...columns, actions]} rows={items} rowKey={(item) => item.id} empty={`No ${noun}s yet.`} />
    </section>
  );
}
