import type { ErrorEnvelope } from "@urjavolt/contract/errors";

/**
 * The one way the browser calls the API. It knows the error envelope ({ message, errors? }) and
 * turns any failure into the text a customer sees, by the priority of
 * docs/requirements/site-and-service-forms.md §8: the server's message; else its errors' values joined with ', ';
 * else 'Failed to submit form'. A body that is not JSON, and a request that never got an answer,
 * have their own texts.
 */

export const NON_JSON_MESSAGE = "Server returned non-JSON response. Please check the API endpoint.";
export const SUBMIT_FAILED_MESSAGE = "Failed to submit form";

export class ApiError extends Error {
  override name = "ApiError";
  /** The HTTP status, or 0 when no answer arrived. */
  readonly status: number;
  /** Field name to message, from the envelope's `errors`. */
  readonly fieldErrors: Record<string, string>;
  /** Product id to the units that are left, from the envelope's `available` (an order asking for more than is left). */
  readonly available: Record<string, number>;

  constructor(message: string, status: number, fieldErrors: Record<string, string> = {}, available: Record<string, number> = {}) {
    super(message);
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.available = available;
  }
}

/** The §8 priority, for a failed answer's JSON body. */
export function failureMessage(body: unknown, whenEmpty: string = SUBMIT_FAILED_MESSAGE): string {
  const envelope = (body ?? {}) as Partial<ErrorEnvelope>;
  if (typeof envelope.message === "string" && envelope.message.trim()) return envelope.message;
  const errors = envelope.errors && typeof envelope.errors === "object" ? Object.values(envelope.errors).filter((v) => typeof v === "string" && v) : [];
  if (errors.length > 0) return errors.join(", ");
  return whenEmpty;
}

export type ApiRequest = {
  method?: "GET" | "POST";
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart/form-data. */
  form?: FormData;
  /** What to show when no answer arrives at all (the form's §8 fallback). */
  fallback: string;
  /** What to show for a failed answer that carries neither a message nor errors. */
  whenEmpty?: string;
  signal?: AbortSignal;
};

/** Calls `/api/v1/<path>` and returns its JSON, or throws an ApiError whose message is ready to show. */
export async function apiRequest<T>(path: string, { method = "POST", json, form, fallback, whenEmpty, signal }: ApiRequest): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/v1/${path}`, {
      method,
      headers: { accept: "application/json", ...(json !== undefined && { "content-type": "application/json" }) },
      body: json !== undefined ? JSON.stringify(json) : form,
      signal,
    });
  } catch {
    throw new ApiError(fallback, 0);
  }
  let body: unknown;
  try {
    const type = response.headers.get("content-type") ?? "";
    if (!type.includes("json")) throw new Error("not JSON");
    body = await response.json();
  } catch {
    throw new ApiError(NON_JSON_MESSAGE, response.status);
  }
  if (!response.ok || (body as { status?: unknown } | null)?.status === "error") {
    const envelope = body as Partial<ErrorEnvelope> | null;
    const errors = envelope?.errors;
    const available = envelope?.available;
    throw new ApiError(
      failureMessage(body, whenEmpty),
      response.status,
      errors && typeof errors === "object" ? errors : {},
      available && typeof available === "object" ? available : {},
    );
  }
  return body as T;
}
