import { formatIndiaDateTime } from "@urjavolt/contract/dates";

/** 22 Nov 2026, 7:05 pm, in India time whatever the staff member's device says; "—" for none. */
export function formatAdminDateTime(iso: string | null | undefined): string {
  return iso ? formatIndiaDateTime(iso) : "—";
}
