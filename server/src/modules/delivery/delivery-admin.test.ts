import { describe, expect, it } from "vitest";
import { signInAs, testDatabaseKinds, useTestApp } from "../../test/helper.ts";

describe.each(testDatabaseKinds)("serviceable pincodes console API on %s", (kind) => {
  const t = useTestApp(kind, { seed: true });
  const call = async (method: "GET" | "POST" | "DELETE", url: string, headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({ method, url: `/api/v1/admin/${url}`, headers, ...(payload !== undefined && { payload: payload as object }) });
  const deliverable = async (pincode: string) => (await t.app.inject({ url: `/api/v1/delivery/${pincode}` })).json().deliverable;

  it("is for admins only", async () => {
    expect((await t.app.inject({ method: "POST", url: "/api/v1/admin/pincodes", payload: { pincode: "110001" } })).statusCode).toBe(401);
    const support = await signInAs(t.app, "support");
    expect((await call("GET", "pincodes", support.headers)).statusCode).toBe(403);
    expect((await call("POST", "pincodes", support.headers, { pincode: "110001" })).statusCode).toBe(403);
  });

  it("adds and removes a pincode, and buy-now's delivery check follows", async () => {
    const { headers } = await signInAs(t.app, "admin");
    const list = await call("GET", "pincodes", headers);
    expect(list.json().data.map((row: { pincode: string }) => row.pincode)).toEqual(["140401", "140402", "140403"]);
    expect(await deliverable("110001")).toBe(false);

    const added = await call("POST", "pincodes", headers, { pincode: " 110001 " });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ pincode: "110001" });
    expect(await deliverable("110001")).toBe(true);
    const again = await call("POST", "pincodes", headers, { pincode: "110001" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: "This pincode is already in the list" });

    expect((await call("DELETE", "pincodes/110001", headers)).statusCode).toBe(204);
    expect(await deliverable("110001")).toBe(false);
    expect((await call("DELETE", "pincodes/110001", headers)).statusCode).toBe(404);
  });

  it("refuses a pincode that is not six digits", async () => {
    const { headers } = await signInAs(t.app, "admin");
    const response = await call("POST", "pincodes", headers, { pincode: "1234" });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({ pincode: "Enter a 6-digit pincode" });
  });
});
