/**
 * The smallest whole PNG, JPEG and WebP (one pixel each): the uploads judge a file by its bytes and
 * walk an image's structure to take its metadata out, so a test image is a real one.
 */
export const pngBytes = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQI12M4oaEBAALUARnUc5D7AAAAAElFTkSuQmCC", "base64");
export const jpegBytes = Buffer.from(
  "/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCKAAK2/9k=",
  "base64",
);
export const webpBytes = Buffer.from("UklGRh4AAABXRUJQVlA4TBEAAAAvAAAAAAdQlCIXpf+BiOh/AAA=", "base64");

export type TestUpload = { name: string; type: string; data: Buffer };

/** A multipart body as the browser's FormData would send it, for `app.inject`. */
export async function multipart(fields: Record<string, string>, file: TestUpload | undefined, fileField: string) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append(fileField, new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { "content-type": request.headers.get("content-type")! } };
}
