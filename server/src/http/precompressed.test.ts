import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../test/helper.ts";
import { preferredEncoding } from "./precompressed.ts";

describe("precompressed catalogue bodies", () => {
  const t = useTestApp("pglite", { seed: true });

  it("answers the same JSON in brotli, gzip and plain, compressing each version once", async () => {
    const plain = await t.app.inject({ url: "/api/v1/productData" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const br = await t.app.inject({ url: "/api/v1/productData", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(plain.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await t.app.inject({ url: "/api/v1/productData/1", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual((await t.app.inject({ url: "/api/v1/productData/1" })).json());
    const again = await t.app.inject({ url: "/api/v1/productData", headers: { "accept-encoding": "br" } });
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);
  });

  it("leaves errors to the usual path", async () => {
    const missing = await t.app.inject({ url: "/api/v1/productData/99999", headers: { "accept-encoding": "br" } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: expect.any(String) });
  });

  it("honours q-values", () => {
    expect(preferredEncoding("br;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("identity")).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding("gzip;q=0.5, br;q=1")).toBe("br");
  });
});
