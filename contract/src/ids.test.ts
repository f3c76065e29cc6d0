import { describe, expect, it } from "vitest";
import { ID_MAX, ID_NOT_FOUND_ISSUE, idParams, isId, parseId } from "./ids.ts";

describe("database ids", () => {
  it("takes whole numbers from 1 to 2^31-1, written as digits", () => {
    expect(parseId("1")).toBe(1);
    expect(parseId("0042")).toBe(42);
    expect(parseId("2147483647")).toBe(ID_MAX);
    expect(parseId(17)).toBe(17);
    expect(isId(ID_MAX)).toBe(true);
  });

  it.each(["2147483648", "99999999999", "0", "-1", "1.5", "abc", "1e3", "", " 1", "1 ", "+1", "0x10", "１"])("names nothing for %j", (text) => {
    expect(parseId(text)).toBeNull();
  });

  it.each([0, -1, 1.5, 2 ** 31, Number.NaN, Number.POSITIVE_INFINITY, null, undefined, true, [1], { id: 1 }])("refuses %j as an id", (value) => {
    expect(parseId(value)).toBeNull();
    expect(isId(value)).toBe(false);
  });

  it("coerces a path id, or marks it not found with the route's message", () => {
    const schema = idParams("Order not found");
    expect(schema.parse({ id: "12" })).toEqual({ id: 12 });
    const refused = schema.safeParse({ id: "2147483648" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues).toEqual([expect.objectContaining({ path: ["id"], message: "Order not found", params: { kind: ID_NOT_FOUND_ISSUE } })]);
    expect(idParams().safeParse({ id: "abc" }).error?.issues[0]?.message).toBe("Not found");
  });
});
