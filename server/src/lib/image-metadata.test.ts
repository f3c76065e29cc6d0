import fc from "fast-check";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { type PhotoFormat, contentTypes, expectStoredWithoutLocation, photoWithLocation } from "../test/images.ts";
import { type CleanableImageType, UnreadableImageError, withoutMetadata } from "./image-metadata.ts";

/** Pixels with something to compare: a diagonal ramp in three channels. */
async function picture(format: PhotoFormat, options: { progressive?: boolean; icc?: string; alpha?: boolean } = {}): Promise<Buffer> {
  const width = 48;
  const height = 24;
  const channels = options.alpha ? 4 : 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let index = 0; index < width * height; index += 1) {
    pixels[index * channels] = (index * 7) % 256;
    pixels[index * channels + 1] = (index * 3) % 256;
    pixels[index * channels + 2] = 255 - ((index * 5) % 256);
    if (options.alpha) pixels[index * channels + 3] = index % 2 ? 255 : 128;
  }
  let image = sharp(pixels, { raw: { width, height, channels } });
  if (options.icc) image = image.withIccProfile(options.icc);
  return image.toFormat(format, format === "jpeg" ? { progressive: options.progressive ?? false, quality: 90 } : format === "webp" ? { lossless: true } : {}).toBuffer();
}

const clean = (data: Buffer, format: PhotoFormat) => withoutMetadata(data, contentTypes[format] as CleanableImageType);
const decoded = async (data: Buffer) => (await sharp(data).raw().toBuffer({ resolveWithObject: true })).data;

describe.each<PhotoFormat>(["jpeg", "png", "webp"])("a %s's metadata", (format) => {
  it("goes, and the picture stays the same pixels the same way up", async () => {
    const sent = await photoWithLocation(format);
    const cleaned = clean(sent, format);
    await expectStoredWithoutLocation(cleaned, sent, format);
    // Not re-encoded: exactly the pixels that were sent.
    expect((await decoded(cleaned)).equals(await decoded(sent))).toBe(true);
    expect(cleaned.length).toBeLessThan(sent.length);
    // Cleaning twice changes nothing more.
    expect(clean(cleaned, format).equals(cleaned)).toBe(true);
  });

  it("is left alone when there is none: the same bytes come back", async () => {
    const plain = await picture(format);
    expect(clean(plain, format).equals(plain)).toBe(true);
  });

  it("keeps the colour profile, which changes how the picture looks", async () => {
    const withProfile = await sharp(await picture(format, { icc: "p3" }))
      .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "30/1 44/1 0/1" } })
      .toFormat(format, format === "webp" ? { lossless: true } : {})
      .keepIccProfile()
      .toBuffer();
    expect((await sharp(withProfile).metadata()).icc).toBeDefined();
    const cleaned = clean(withProfile, format);
    const metadata = await sharp(cleaned).metadata();
    expect(metadata.icc?.equals((await sharp(withProfile).metadata()).icc!)).toBe(true);
    expect(metadata.exif).toBeUndefined();
  });

  it("refuses a file cut short anywhere before its picture ends, never failing otherwise", async () => {
    const sent = await photoWithLocation(format);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: sent.length - 1 }), async (length) => {
        let cleaned: Buffer;
        try {
          cleaned = clean(sent.subarray(0, length), format);
        } catch (error) {
          expect(error).toBeInstanceOf(UnreadableImageError);
          return;
        }
        // What passes is a JPEG cut inside its compressed picture, as browsers show one.
        expect(format).toBe("jpeg");
        expect(cleaned.includes("GPSLatitude")).toBe(false);
        expect(cleaned.includes("TestPhone")).toBe(false);
      }),
      { numRuns: 150 },
    );
  });

  it("never fails but as unreadable on bytes changed at random", async () => {
    const sent = await photoWithLocation(format);
    await fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat({ max: sent.length - 1 }), fc.nat({ max: 255 })), { minLength: 1, maxLength: 8 }), (changes) => {
        const changed = Buffer.from(sent);
        for (const [at, value] of changes) changed[at] = value;
        try {
          clean(changed, format);
        } catch (error) {
          expect(error).toBeInstanceOf(UnreadableImageError);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("a JPEG", () => {
  it("keeps every scan of a progressive picture", async () => {
    const progressive = await picture("jpeg", { progressive: true });
    const tagged = await sharp(progressive).withExif({ IFD0: { Make: "TestPhone" } }).jpeg({ progressive: true, quality: 90 }).toBuffer();
    const cleaned = clean(tagged, "jpeg");
    expect(cleaned.includes("TestPhone")).toBe(false);
    expect((await decoded(cleaned)).equals(await decoded(tagged))).toBe(true);
  });

  it("drops comments, IPTC, multi-picture data and whatever follows the picture", async () => {
    const plain = await picture("jpeg");
    const segment = (marker: number, text: string) => {
      const body = Buffer.from(text, "latin1");
      const header = Buffer.from([0xff, marker, 0, 0]);
      header.writeUInt16BE(body.length + 2, 2);
      return Buffer.concat([header, body]);
    };
    const tagged = Buffer.concat([
      plain.subarray(0, 2),
      segment(0xfe, "Shot at 30.7333 N 76.7794 E"),
      segment(0xed, "Photoshop 3.0\0 IPTC City: Chandigarh"),
      segment(0xe2, "MPF\0 second picture"),
      plain.subarray(2),
      Buffer.from("a maker's trailer: Chandigarh"),
    ]);
    const cleaned = clean(tagged, "jpeg");
    expect(cleaned.includes("Chandigarh")).toBe(false);
    expect(cleaned.includes("30.7333")).toBe(false);
    expect(cleaned.includes("MPF")).toBe(false);
    expect(cleaned.equals(plain)).toBe(true);
  });

  it("refuses what has no picture at all", () => {
    expect(() => withoutMetadata(Buffer.from("ffd8ffe000104a46494600010100000100010000ffd9", "hex"), "image/jpeg")).toThrow(UnreadableImageError);
    expect(() => withoutMetadata(Buffer.from("not a jpeg"), "image/jpeg")).toThrow(UnreadableImageError);
  });
});

describe("a PNG", () => {
  it("drops its text chunks and what follows its end, and keeps its transparency", async () => {
    const plain = await picture("png", { alpha: true });
    const text = Buffer.from("tEXtLocation\0Chandigarh", "latin1");
    const chunk = Buffer.alloc(4);
    chunk.writeUInt32BE(text.length - 4, 0);
    // The CRC is not checked by the cleaner; four bytes stand for it.
    const tagged = Buffer.concat([plain.subarray(0, 33), chunk, text, Buffer.alloc(4), plain.subarray(33), Buffer.from("Chandigarh")]);
    const cleaned = clean(tagged, "png");
    expect(cleaned.includes("Chandigarh")).toBe(false);
    expect(cleaned.equals(plain)).toBe(true);
    expect((await sharp(cleaned).metadata()).hasAlpha).toBe(true);
  });
});
