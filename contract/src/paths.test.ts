import { describe, expect, it } from "vitest";
import { isConsolePath, paths, routePath } from "./paths.ts";

describe("site paths", () => {
  it("writes a path for a route table, relative to the site or to a parent route", () => {
    expect(routePath(paths.trackOrder)).toBe("track-order");
    expect(routePath(paths.product(":productId"))).toBe("productDetail/:productId");
    expect(routePath(paths.admin.order(":id"), paths.admin.home)).toBe("orders/:id");
    expect(routePath(paths.admin.ticket(":id"), paths.admin.home)).toBe("service/:id");
    expect(() => routePath(paths.trackOrder, paths.admin.home)).toThrow("/track-order is not under /admin");
  });

  it("tells the console's pages from the public ones", () => {
    expect(isConsolePath(paths.admin.home)).toBe(true);
    expect(isConsolePath(paths.admin.order(7))).toBe(true);
    expect(isConsolePath("/administration")).toBe(false);
    expect(isConsolePath(paths.shop)).toBe(false);
  });
});
