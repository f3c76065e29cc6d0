import multipart from "@fastify/multipart";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from "@urjavolt/contract/form-rules";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { fileTypeFromBuffer } from "file-type";
import { AppError, INVALID_INPUT_MESSAGE } from "./errors.ts";
import { type CleanableImageType, UnreadableImageError, cleanableImageTypes, withoutMetadata } from "../lib/image-metadata.ts";

/**
 * The one reader of multipart/form-data uploads (warranty invoices, review images, product images).
 * Whatever arrives (a truncated body, no boundary, the text `x`, a file where text belongs or text
 * where the file belongs, too many parts, an oversized field or file, bytes that are not the type
 * they claim) answers a 4xx in the error envelope with a message for the field; only a well-formed
 * form with a file judged by its bytes reaches a service.
 */

/**
 * An uploaded file whose type was found in its bytes (never the name or the declared type); an
 * image's bytes are those to keep, its metadata taken out.
 */
export type Upload = { filename: string; data: Buffer; contentType: string };

export type MultipartForm = {
  /** What is being sent, for the 415 of another content type: "registration" → "Send the registration as multipart/form-data." */
  what: string;
  /** The text fields the form may carry; any other name is refused. */
  fields: ReadonlySet<string>;
  /** At most this many text parts, each at most this many bytes. */
  maxFields: number;
  maxFieldBytes: number;
  file: {
    /** The one field that carries a file. */
    field: string;
    maxBytes: number;
    /** The types allowed, as found in the bytes. */
    types: readonly string[];
    messages: { type: string; tooLarge: string };
  };
};

export const multipartMessages = {
  unreadable: "The form could not be read. Please send it again.",
  unknownField: "Unknown field",
  textExpected: "This field takes text, not a file",
  fileExpected: "This field takes a file",
  oneFile: "Send one file only",
  tooManyFields: "The form has more fields than it takes",
  fieldTooLong: "This field is too long",
} as const;

/**
 * Lets `app`'s scope read multipart bodies. The plugin's own limits are the strictest (one file of
 * 5 MB, no text); each form's reader raises them to what that form takes.
 */
export async function acceptMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 0, parts: 1, fieldSize: 1024, fieldNameSize: 100, headerPairs: 100 },
  });
}

/**
 * The form's text fields (empty ones left out, as a browser's form sends them) and its file (none
 * when the browser sent the empty part of a file input with nothing chosen).
 */
export async function readMultipart(request: FastifyRequest, form: MultipartForm): Promise<{ fields: Record<string, string>; file: Upload | undefined }> {
  if (!request.isMultipart()) throw new AppError("unsupported_type", `Send the ${form.what} as multipart/form-data.`);
  const fields: Record<string, string> = {};
  const errors: Record<string, string> = {};
  let file: { filename: string; data: Buffer } | undefined;
  const { field: fileField, maxBytes } = form.file;
  try {
    const parts = request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: form.maxFields, parts: form.maxFields + 1, fieldSize: form.maxFieldBytes },
    });
    for await (const part of parts) {
      if (part.type === "file") {
        if (part.fieldname !== fileField) {
          part.file.resume();
          errors[part.fieldname] ??= form.fields.has(part.fieldname) ? multipartMessages.textExpected : multipartMessages.unknownField;
          continue;
        }
        const data = await part.toBuffer();
        if (data.length > 0) file = { filename: part.filename, data };
        continue;
      }
      const name = part.fieldname;
      if (name === fileField) errors[name] ??= multipartMessages.fileExpected;
      else if (!form.fields.has(name)) errors[name] ??= multipartMessages.unknownField;
      else if (part.valueTruncated) throw new AppError("too_large", multipartMessages.fieldTooLong, { errors: { [name]: multipartMessages.fieldTooLong } });
      else {
        const value = typeof part.value === "string" ? part.value : String(part.value);
        if (hasControlCharacter(value)) errors[name] ??= CONTROL_CHARACTER_MESSAGE;
        else if (value !== "") fields[name] = value;
      }
    }
  } catch (error) {
    throw readFailure(error, form);
  }
  if (Object.keys(errors).length > 0) throw new AppError("invalid", INVALID_INPUT_MESSAGE, { errors });
  if (!file) return { fields, file: undefined };
  return { fields, file: await judgeUpload(file, form.file) };
}

/**
 * A file as sent (by the JSON API's reader above, or by a page's form post), judged by its size
 * and by the type found in its bytes, and a JPEG, PNG or WebP cleaned of its metadata; refused in
 * the file field's own words (an image that cannot be walked through is not one of its type).
 */
export async function judgeUpload(file: { filename: string; data: Uint8Array }, spec: MultipartForm["file"]): Promise<Upload> {
  if (file.data.length > spec.maxBytes) throw new AppError("too_large", spec.messages.tooLarge, { errors: { [spec.field]: spec.messages.tooLarge } });
  const detected = await fileTypeFromBuffer(file.data);
  if (!detected || !spec.types.includes(detected.mime)) {
    throw new AppError("unsupported_type", spec.messages.type, { errors: { [spec.field]: spec.messages.type } });
  }
  const data = Buffer.from(file.data.buffer, file.data.byteOffset, file.data.length);
  if (!cleanableImageTypes.includes(detected.mime)) return { filename: file.filename, data, contentType: detected.mime };
  // A photo is kept without where it was taken, or anything else but the picture (decision 035).
  try {
    return { filename: file.filename, data: withoutMetadata(data, detected.mime as CleanableImageType), contentType: detected.mime };
  } catch (error) {
    if (!(error instanceof UnreadableImageError)) throw error;
    throw new AppError("unsupported_type", spec.messages.type, { errors: { [spec.field]: spec.messages.type }, cause: error });
  }
}

/** Anything that stopped the reading, in the envelope's words: the body was the sender's to get right. */
function readFailure(error: unknown, form: MultipartForm): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  const { field, messages } = form.file;
  switch (code) {
    case "FST_REQ_FILE_TOO_LARGE":
      return new AppError("too_large", messages.tooLarge, { errors: { [field]: messages.tooLarge }, cause: error });
    case "FST_FILES_LIMIT":
      return new AppError("invalid", INVALID_INPUT_MESSAGE, { errors: { [field]: multipartMessages.oneFile }, cause: error });
    case "FST_FIELDS_LIMIT":
    case "FST_PARTS_LIMIT":
      return new AppError("invalid", multipartMessages.tooManyFields, { cause: error });
    default:
      // Malformed or truncated bodies, a missing boundary, a prototype-polluting field name, a
      // request closed half-way: busboy and the plugin raise these while the body is read.
      return new AppError("invalid", multipartMessages.unreadable, { cause: error });
  }
}
