import { crc32 } from "node:zlib";

/**
 * Takes out of an uploaded JPEG, PNG or WebP everything but the picture (decision 035): EXIF with
 * its GPS block, camera serial numbers and thumbnail, XMP, IPTC, comments, text chunks and whatever
 * a phone appends after the image. The compressed picture is copied byte for byte, so nothing is
 * decoded or re-encoded: no loss of quality and a few milliseconds for a 5 MB photo. Two things
 * stay because they change how the picture looks: the colour profile (ICC), and the orientation,
 * written back as a fresh EXIF block that holds that one value, so the photo shows the same way up
 * as before.
 *
 * The file's structure is walked as its format defines it; a file that cannot be walked (cut short,
 * a segment longer than the file, no image data) is refused: what cannot be read cannot be cleaned.
 */
export type CleanableImageType = "image/jpeg" | "image/png" | "image/webp";

export const cleanableImageTypes: readonly string[] = ["image/jpeg", "image/png", "image/webp"] satisfies CleanableImageType[];

/** The file is not a well-formed image of its type. */
export class UnreadableImageError extends Error {
  override name = "UnreadableImageError";
}

export function withoutMetadata(data: Buffer, type: CleanableImageType): Buffer {
  switch (type) {
    case "image/jpeg":
      return cleanJpeg(data);
    case "image/png":
      return cleanPng(data);
    case "image/webp":
      return cleanWebp(data);
  }
}

const unreadable = (what: string) => new UnreadableImageError(what);

// ---- Orientation, the one EXIF value kept -------------------------------------------------------

const ORIENTATION_TAG = 0x0112;
const EXIF_HEADER = Buffer.from("Exif\0\0", "latin1");

/** The orientation (2 to 8) in a TIFF-structured EXIF block, or undefined for none, 1 or anything unreadable. */
function orientationIn(tiff: Buffer): number | undefined {
  if (tiff.length < 8) return undefined;
  const order = tiff.toString("latin1", 0, 2);
  if (order !== "II" && order !== "MM") return undefined;
  const little = order === "II";
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  if (u16(2) !== 42) return undefined;
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return undefined;
  const entries = u16(ifd);
  for (let index = 0; index < entries; index += 1) {
    const entry = ifd + 2 + index * 12;
    if (entry + 12 > tiff.length) return undefined;
    // A SHORT, one of it, its value in the entry itself.
    if (u16(entry) === ORIENTATION_TAG && u16(entry + 2) === 3 && u32(entry + 4) === 1) {
      const value = u16(entry + 8);
      return value >= 2 && value <= 8 ? value : undefined;
    }
  }
  return undefined;
}

/** A TIFF-structured EXIF block with the orientation alone (big-endian, one entry in IFD0, no next IFD). */
function orientationTiff(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write("MM", 0, "latin1");
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(1, 8);
  tiff.writeUInt16BE(ORIENTATION_TAG, 10);
  tiff.writeUInt16BE(3, 12);
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(orientation, 18);
  tiff.writeUInt32BE(0, 22);
  return tiff;
}

/** Some writers put "Exif\0\0" before the TIFF header in a PNG's or WebP's EXIF chunk too. */
const tiffOf = (exif: Buffer) => (exif.subarray(0, 6).equals(EXIF_HEADER) ? exif.subarray(6) : exif);

// ---- JPEG ---------------------------------------------------------------------------------------

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;
const COM = 0xfe;

const startsWith = (segment: Buffer, text: string) => segment.toString("latin1", 0, text.length) === text;

/**
 * Application segments kept: JFIF's header (APP0), the colour profile (APP2 "ICC_PROFILE") and
 * Adobe's colour transform (APP14), which decoders need. Every other APPn (EXIF and XMP in APP1,
 * multi-picture and FlashPix in APP2, IPTC in APP13, makers' own) and every comment goes.
 */
function keepJpegSegment(marker: number, payload: Buffer): boolean {
  if (marker === APP0) return startsWith(payload, "JFIF\0");
  if (marker === APP2) return startsWith(payload, "ICC_PROFILE\0");
  if (marker === APP14) return startsWith(payload, "Adobe");
  if (marker > APP0 && marker <= 0xef) return false;
  return marker !== COM;
}

function cleanJpeg(data: Buffer): Buffer {
  if (data.length < 4 || data[0] !== 0xff || data[1] !== SOI) throw unreadable("not a JPEG");
  const kept: Buffer[] = [];
  let orientation: number | undefined;
  let sawScan = false;
  let at = 2;
  for (;;) {
    // Fill bytes (0xFF) may stand before a marker.
    if (at >= data.length || data[at] !== 0xff) throw unreadable("a JPEG marker was expected");
    while (at < data.length && data[at] === 0xff) at += 1;
    if (at >= data.length) throw unreadable("the JPEG ends in a marker");
    const marker = data[at]!;
    const start = at - 1;
    at += 1;
    if (marker === EOI) {
      kept.push(Buffer.from([0xff, EOI]));
      break; // Whatever follows the image (a second picture, a maker's trailer) goes.
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      kept.push(data.subarray(start, at));
      continue;
    }
    if (at + 2 > data.length) throw unreadable("a JPEG segment is cut short");
    const length = data.readUInt16BE(at);
    const end = at + length;
    if (length < 2 || end > data.length) throw unreadable("a JPEG segment runs past the end");
    const payload = data.subarray(at + 2, end);
    if (marker === APP1 && payload.subarray(0, 6).equals(EXIF_HEADER)) orientation ??= orientationIn(payload.subarray(6));
    if (keepJpegSegment(marker, payload)) kept.push(Buffer.concat([Buffer.from([0xff, marker]), data.subarray(at, end)]));
    at = end;
    if (marker === SOS) {
      sawScan = true;
      // The compressed picture, up to the next marker (0xFF 0x00 is a stuffed byte, 0xFF 0xD0-D7 a restart).
      let scan = data.indexOf(0xff, at);
      while (scan !== -1 && scan + 1 < data.length) {
        const next = data[scan + 1]!;
        if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7)) break;
        scan = data.indexOf(0xff, scan + 2);
      }
      if (scan === -1 || scan + 1 >= data.length) scan = data.length;
      kept.push(data.subarray(at, scan));
      at = scan;
      if (at >= data.length) break; // Cut short after the picture: kept as browsers show it.
    }
  }
  if (!sawScan) throw unreadable("the JPEG has no image data");
  if (orientation !== undefined) {
    const block = Buffer.concat([EXIF_HEADER, orientationTiff(orientation)]);
    const app1 = Buffer.alloc(4);
    app1.writeUInt16BE(0xff00 | APP1, 0);
    app1.writeUInt16BE(block.length + 2, 2);
    // After SOI and JFIF's APP0 when there is one, as cameras write it.
    const afterJfif = kept[0] && kept[0][1] === APP0 ? 1 : 0;
    kept.splice(afterJfif, 0, app1, block);
  }
  return Buffer.concat([Buffer.from([0xff, SOI]), ...kept]);
}

// ---- PNG ----------------------------------------------------------------------------------------

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Chunks kept: the picture, its palette and transparency, and what changes how it is drawn
 * (colour space, gamma, profile, pixel size, animation). Text (tEXt, zTXt, iTXt: XMP lives
 * there), eXIf, tIME, signatures and any chunk unknown here go.
 */
const pngChunksKept = new Set([
  "IHDR", "PLTE", "IDAT", "IEND", "tRNS", "cHRM", "gAMA", "iCCP", "sBIT", "sRGB", "cICP", "mDCV", "cLLI", "bKGD", "hIST", "pHYs", "sPLT", "acTL", "fcTL", "fdAT",
]);

function pngChunk(type: string, payload: Buffer): Buffer {
  const chunk = Buffer.alloc(12 + payload.length);
  chunk.writeUInt32BE(payload.length, 0);
  chunk.write(type, 4, "latin1");
  payload.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + payload.length)), 8 + payload.length);
  return chunk;
}

function cleanPng(data: Buffer): Buffer {
  if (!data.subarray(0, 8).equals(PNG_SIGNATURE)) throw unreadable("not a PNG");
  const kept: Buffer[] = [PNG_SIGNATURE];
  let orientation: number | undefined;
  let firstIdat: number | undefined;
  let at = 8;
  let ended = false;
  while (!ended) {
    if (at + 12 > data.length) throw unreadable("a PNG chunk is cut short");
    const length = data.readUInt32BE(at);
    const type = data.toString("latin1", at + 4, at + 8);
    const end = at + 12 + length;
    if (end > data.length) throw unreadable("a PNG chunk runs past the end");
    if (at === 8 && type !== "IHDR") throw unreadable("the PNG does not start with its header");
    if (type === "eXIf") orientation ??= orientationIn(tiffOf(data.subarray(at + 8, at + 8 + length)));
    if (pngChunksKept.has(type)) {
      if (type === "IDAT") firstIdat ??= kept.length;
      kept.push(data.subarray(at, end));
    }
    ended = type === "IEND";
    at = end;
  }
  if (firstIdat === undefined) throw unreadable("the PNG has no image data");
  // Before the image data, where the PNG specification places eXIf.
  if (orientation !== undefined) kept.splice(firstIdat, 0, pngChunk("eXIf", orientationTiff(orientation)));
  return Buffer.concat(kept);
}

// ---- WebP ---------------------------------------------------------------------------------------

/** Chunks kept: the picture (lossy, lossless, alpha, animation frames) and its colour profile. EXIF, XMP and unknown chunks go. */
const webpChunksKept = new Set(["VP8X", "ICCP", "ANIM", "ANMF", "ALPH", "VP8 ", "VP8L"]);
const webpImageChunks = new Set(["VP8 ", "VP8L", "ANMF"]);
const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;

function webpChunk(type: string, payload: Buffer): Buffer {
  const chunk = Buffer.alloc(8 + payload.length + (payload.length % 2));
  chunk.write(type, 0, "latin1");
  chunk.writeUInt32LE(payload.length, 4);
  payload.copy(chunk, 8);
  return chunk;
}

function cleanWebp(data: Buffer): Buffer {
  if (data.length < 12 || data.toString("latin1", 0, 4) !== "RIFF" || data.toString("latin1", 8, 12) !== "WEBP") throw unreadable("not a WebP");
  const riffEnd = 8 + data.readUInt32LE(4);
  if (riffEnd > data.length) throw unreadable("the WebP is cut short");
  const kept: Buffer[] = [];
  let orientation: number | undefined;
  let extended: Buffer | undefined;
  let sawImage = false;
  let at = 12;
  while (at < riffEnd) {
    if (at + 8 > riffEnd) throw unreadable("a WebP chunk is cut short");
    const type = data.toString("latin1", at, at + 4);
    const length = data.readUInt32LE(at + 4);
    const end = at + 8 + length + (length % 2);
    // The last chunk's padding byte is sometimes left out.
    if (at + 8 + length > riffEnd) throw unreadable("a WebP chunk runs past the end");
    if (type === "EXIF") orientation ??= orientationIn(tiffOf(data.subarray(at + 8, at + 8 + length)));
    if (webpChunksKept.has(type)) {
      const chunk = webpChunk(type, data.subarray(at + 8, at + 8 + length));
      if (type === "VP8X") {
        if (kept.length > 0 || length < 10) throw unreadable("the WebP's extended header is misplaced");
        extended = chunk;
      }
      sawImage ||= webpImageChunks.has(type);
      kept.push(chunk);
    }
    at = Math.min(end, riffEnd);
  }
  if (!sawImage) throw unreadable("the WebP has no image data");
  // Only the extended format carries metadata, and says in its header which.
  if (extended) {
    const flags = extended[8]! & ~(VP8X_EXIF | VP8X_XMP);
    extended[8] = orientation === undefined ? flags : flags | VP8X_EXIF;
    if (orientation !== undefined) kept.push(webpChunk("EXIF", orientationTiff(orientation)));
  }
  const body = Buffer.concat(kept);
  const header = Buffer.alloc(12);
  header.write("RIFF", 0, "latin1");
  header.writeUInt32LE(4 + body.length, 4);
  header.write("WEBP", 8, "latin1");
  return Buffer.concat([header, body]);
}
