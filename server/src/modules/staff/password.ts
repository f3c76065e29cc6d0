import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

/**
 * Staff passwords, hashed with scrypt (memory-hard; in Node itself, so nothing native to build).
 * Parameters follow OWASP's password-storage advice for scrypt: N = 2^17, r = 8, p = 1 (128 MiB).
 * The hash string carries its parameters, so they can be raised later without breaking old hashes:
 *   scrypt$<log2 N>$<r>$<p>$<salt, base64url>$<key, base64url>
 */
const LOG_N = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** logN;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r + 16 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, LOG_N, R, P);
  return ["scrypt", LOG_N, R, P, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !logN || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, "base64url");
  const actual = await derive(password, Buffer.from(salt, "base64url"), Number(logN), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Spent on a sign-in for an unknown e-mail, so timing does not tell which e-mails have accounts. */
let dummyHash: Promise<string> | undefined;
export async function spendPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(12).toString("hex"));
  await verifyPassword(password, await dummyHash);
}
