import type { EnquiryReceipt } from "@urjavolt/contract/enquiries";
import { INVALID_FORM_MESSAGE } from "@urjavolt/contract/form-rules";
import { type FormEvent, useState } from "react";
import { ApiError } from "../../lib/api-client";

type SubmittableForm<Data> = { validate(): Data | undefined; reset(): void; showServerErrors(errors: Record<string, string>): void };

/**
 * Sends one of the service forms: the schema's check first (INVALID_FORM_MESSAGE above the fields
 * when it fails), then the request; the receipt on success (the form is cleared), else the
 * failure's text with the server's field errors beside their fields.
 */
export function useEnquirySubmit<Data>(form: SubmittableForm<Data>, send: (data: Data) => Promise<EnquiryReceipt>, fallback: string) {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string>();
  const [receipt, setReceipt] = useState<EnquiryReceipt>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const data = form.validate();
    if (!data) {
      setError(INVALID_FORM_MESSAGE);
      return;
    }
    setSending(true);
    setError(undefined);
    setReceipt(undefined);
    try {
      setReceipt(await send(data));
      form.reset();
    } catch (caught) {
      const apiError = caught instanceof ApiError ? caught : new ApiError(fallback, 0);
      setError(apiError.message || fallback);
      form.showServerErrors(apiError.fieldErrors);
    } finally {
      setSending(false);
    }
  }

  /** Back to an empty form with no outcome shown. */
  function startAgain() {
    form.reset();
    setError(undefined);
    setReceipt(undefined);
  }

  return { sending, error, receipt, submit, startAgain };
}
