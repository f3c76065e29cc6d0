/** The first bytes of a PNG, a JPEG and a WebP: enough for the uploads' checks, which judge a file by its bytes. */
export const pngBytes = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex");
export const jpegBytes = Buffer.concat([Buffer.from("ffd8ffe000104a46494600010100000100010000", "hex"), Buffer.alloc(32)]);
export const webpBytes = Buffer.concat([Buffer.from("RIFF"), Buffer.from([0x24, 0, 0, 0]), Buffer.from("WEBPVP8 "), Buffer.alloc(24)]);

export type TestUpload = { name: string; type: string; data: Buffer };

/** A multipart body as the browser's FormData would send it, for `app.inject`. */
export async function multipart(fields: Record<string, string>, file: TestUpload | undefined, fileField: string) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append(fileField, new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { "content-type": request.headers.get("content-type")! } };
}
