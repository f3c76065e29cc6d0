import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * How long a browser or CDN may keep an image staff can withdraw (a review's photo when the review
 * is hidden, a product's image when it is taken off the product), decision 025: five minutes, then
 * it asks again and gets a 304 while the image stands, a 404 once it is gone. Never `immutable`:
 * a withdrawn image must stop being shown within that time, not within a year.
 */
export const WITHDRAWABLE_IMAGE_CACHE_CONTROL = "public, max-age=300";

/** An uploaded image as stored: its bytes, their type and their SHA-256 (hex). */
export type StoredImage = { contentType: string; data: Buffer; sha256: string };

/** Sends the image with its ETag (its content's hash), or a 304 when the browser's copy is this one. */
export function sendWithdrawableImage(request: FastifyRequest, reply: FastifyReply, image: StoredImage) {
  const etag = `"${image.sha256.slice(0, 32)}"`;
  reply.header("cache-control", WITHDRAWABLE_IMAGE_CACHE_CONTROL).header("etag", etag);
  const asked = request.headers["if-none-match"];
  if (asked && asked.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) return reply.status(304).send();
  // nosniff (helmet) keeps the type as stored.
  return reply.type(image.contentType).send(image.data);
}
