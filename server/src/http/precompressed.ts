import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

export type Encoding = "br" | "gzip";

/** Bodies smaller than this go out as they are (what @fastify/compress does too). */
const THRESHOLD = 1024;
/** Enough for the few large bodies that are cached (a catalogue version's list and its products). */
const MAX_ENTRIES = 256;

const compressed = new Map<string, Partial<Record<Encoding, Buffer>>>();

/** The encoding to answer with: brotli, else gzip, when the client accepts it (q > 0). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name, ...parameters] = part.trim().split(";");
    const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  return accepted.has("br") ? "br" : accepted.has("gzip") ? "gzip" : null;
}

/**
 * An onSend hook for routes whose large JSON bodies repeat until their data changes (the catalogue):
 * each body is compressed once, at the best level, and the bytes are reused, instead of compressing
 * the same 40 kB on every request. @fastify/compress leaves a reply that already has a
 * Content-Encoding alone; anything else (small bodies, errors, no accepted encoding) passes through to it.
 */
export async function sendPrecompressed(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (typeof payload !== "string" || payload.length < THRESHOLD || reply.statusCode !== 200) return payload;
  const encoding = preferredEncoding(request.headers["accept-encoding"]);
  if (!encoding) return payload;
  let entry = compressed.get(payload);
  if (!entry) {
    if (compressed.size >= MAX_ENTRIES) compressed.clear();
    entry = {};
    compressed.set(payload, entry);
  }
  entry[encoding] ??=
    encoding === "br"
      ? brotliCompressSync(payload, { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 11 } })
      : gzipSync(payload, { level: 9 });
  reply.header("content-encoding", encoding);
  reply.header("vary", "accept-encoding");
  reply.removeHeader("content-length");
  return entry[encoding];
}
