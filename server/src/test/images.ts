import exifReader from "exif-reader";
import sharp from "sharp";
import { expect } from "vitest";

/**
 * Photos as a phone sends them, made and read back with libvips (sharp), which the server itself
 * never uses: an independent check of what the uploads keep. Each is 64 × 32 pixels as stored, its
 * left half red and its right half blue, with EXIF that says to turn it a quarter clockwise
 * (orientation 6, as a phone held upright writes it) and where it was taken, in EXIF's GPS block
 * and in XMP.
 */
export type PhotoFormat = "jpeg" | "png" | "webp";

const WIDTH = 64;
const HEIGHT = 32;
/** Chandigarh, to the hundredth of a second of arc. */
const LATITUDE = "30/1 44/1 1234/100";
const LONGITUDE = "76/1 47/1 5678/100";
const XMP = `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="30,44.2057N" exif:GPSLongitude="76,47.9463E"/>
</rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;

export const contentTypes: Record<PhotoFormat, string> = { jpeg: "image/jpeg", png: "image/png", webp: "image/webp" };

/** A photo that tells where it was taken. */
export async function photoWithLocation(format: PhotoFormat): Promise<Buffer> {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) pixels[(y * WIDTH + x) * 3 + (x < WIDTH / 2 ? 0 : 2)] = 255;
  }
  const photo = await sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .withExif({
      IFD0: { Make: "TestPhone", Model: "Model 7" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: LATITUDE, GPSLongitudeRef: "E", GPSLongitude: LONGITUDE },
    })
    .withMetadata({ orientation: 6 })
    .withXmp(XMP)
    .toFormat(format, format === "webp" ? { lossless: true } : format === "jpeg" ? { quality: 95 } : {})
    .toBuffer();
  // The sample really carries what the uploads must drop.
  const metadata = await sharp(photo).metadata();
  expect(metadata.orientation).toBe(6);
  expect(exifReader(metadata.exif!).GPSInfo).toMatchObject({ GPSLatitudeRef: "N", GPSLongitudeRef: "E" });
  expect(metadata.xmp?.toString()).toContain("GPSLatitude");
  return photo;
}

/** What a viewer shows: the pixels turned as the file's orientation says. */
async function shown(image: Buffer) {
  return sharp(image).rotate().removeAlpha().raw().toBuffer({ resolveWithObject: true });
}

/**
 * The stored bytes are a valid image of the same type that tells no location (no GPS block in its
 * EXIF, no XMP, not even the words), and it shows the same picture, the same way up, as the one sent.
 */
export async function expectStoredWithoutLocation(stored: Buffer, sent: Buffer, format: PhotoFormat): Promise<void> {
  const metadata = await sharp(stored).metadata();
  expect(metadata.format).toBe(format);
  expect(metadata.exif === undefined ? undefined : exifReader(metadata.exif).GPSInfo).toBeUndefined();
  expect(metadata.xmp).toBeUndefined();
  expect(stored.includes("GPSLatitude")).toBe(false);
  expect(stored.includes("TestPhone")).toBe(false);
  // Turned a quarter clockwise: 32 wide and 64 high, red above blue.
  const [before, after] = await Promise.all([shown(sent), shown(stored)]);
  expect(after.info).toMatchObject({ width: HEIGHT, height: WIDTH });
  expect(after.info).toMatchObject({ width: before.info.width, height: before.info.height });
  const pixel = (image: typeof after, x: number, y: number) => [...image.data.subarray((y * image.info.width + x) * 3, (y * image.info.width + x) * 3 + 3)];
  expect(pixel(after, HEIGHT / 2, 4)).toEqual(pixel(before, HEIGHT / 2, 4));
  expect(pixel(after, HEIGHT / 2, WIDTH - 4)).toEqual(pixel(before, HEIGHT / 2, WIDTH - 4));
  const [red, , blue] = pixel(after, HEIGHT / 2, 4);
  expect(red).toBeGreaterThan(200);
  expect(blue).toBeLessThan(60);
  expect(pixel(after, HEIGHT / 2, WIDTH - 4)[2]).toBeGreaterThan(200);
}

/**
 * A JPEG of about 4.7 MB (1300 × 1300 pixels of noise at full quality): close to the 5 MB a photo
 * may be, so a few of them reach a request's total. The same bytes every time.
 */
export async function largePhoto(): Promise<Buffer> {
  const side = 1300;
  const pixels = Buffer.alloc(side * side * 3);
  let seed = 12345;
  for (let index = 0; index < pixels.length; index += 1) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    pixels[index] = seed >>> 24;
  }
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } }).jpeg({ quality: 100, chromaSubsampling: "4:4:4" }).toBuffer();
}
