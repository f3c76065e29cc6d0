import { describe, expect, it } from "vitest";
import { signInAs, testDatabaseKinds, useTestApp } from "../test/helper.ts";

/** Every route with a numeric id in its path, what it answers for an id with no row, and a body it would take. */
const routes: { method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE"; path: string; notFound: string; missing?: string; admin?: boolean; payload?: object }[] = [
  { method: "GET", path: "/api/v1/productData/:id", notFound: "Product not found" },
  { method: "GET", path: "/api/v1/product-images/:id", notFound: "Image not found" },
  { method: "GET", path: "/api/v1/blogs/:id", notFound: "Blog not found" },
  { method: "GET", path: "/api/v1/ReviewData/:id", notFound: "Product not found" },
  { method: "POST", path: "/api/v1/publishReview/:id", notFound: "Product not found", payload: { review_stars: 5, review_content: "Good", name: "Anita", email: "a@example.in" } },
  { method: "GET", path: "/api/v1/review-images/:id", notFound: "This review has no image" },
  { method: "PATCH", path: "/api/v1/admin/staff/:id", notFound: "There is no staff account with this id", admin: true, payload: { active: false } },
  { method: "GET", path: "/api/v1/admin/orders/:id", notFound: "Order not found", admin: true },
  {
    method: "GET",
    path: "/api/v1/admin/orders/:id/invoice",
    notFound: "Order not found",
    missing: "This order has no tax invoice: one is issued when an order is paid and goes ahead.",
    admin: true,
  },
  { method: "POST", path: "/api/v1/admin/orders/:id/status", notFound: "Order not found", admin: true, payload: { status: "shipped" } },
  { method: "GET", path: "/api/v1/admin/enquiries/:id", notFound: "No enquiry with this id", admin: true },
  { method: "GET", path: "/api/v1/admin/warranties/:id", notFound: "No warranty registration with this id", admin: true },
  { method: "POST", path: "/api/v1/admin/warranties/:id/reject", notFound: "No warranty registration with this id", admin: true, payload: { reason: "No invoice" } },
  { method: "POST", path: "/api/v1/admin/outbox/:id/retry", notFound: "There is no such message.", admin: true },
  { method: "DELETE", path: "/api/v1/admin/coupons/:id", notFound: "Coupon not found", admin: true },
  { method: "PATCH", path: "/api/v1/admin/reviews/:id", notFound: "Review not found", admin: true, payload: { hidden: true } },
  { method: "DELETE", path: "/api/v1/admin/stores/:id", notFound: "Store not found", admin: true },
  { method: "DELETE", path: "/api/v1/admin/promotions/:id", notFound: "Offer not found", admin: true },
  { method: "DELETE", path: "/api/v1/admin/shop-slides/:id", notFound: "Slide not found", admin: true },
  { method: "GET", path: "/api/v1/admin/blog-posts/:id", notFound: "Blog not found", admin: true },
  { method: "GET", path: "/api/v1/admin/products/:id", notFound: "Product not found", admin: true },
];

/** 999999 fits and names no row; the others cannot be ids at all. Both answer alike. */
const ids = ["999999", "2147483648", "99999999999999999999", "0", "-1", "1.5", "abc", "1e3", "%20"];

describe.each(testDatabaseKinds)("numeric ids in paths on %s", (kind) => {
  const t = useTestApp(kind, { seed: true });

  it.each(routes)("$method $path answers 404 '$notFound' for any id that names nothing", async (route) => {
    const admin = route.admin ? await signInAs(t.app, "admin") : undefined;
    for (const id of ids) {
      const response = await t.app.inject({
        method: route.method,
        url: route.path.replace(":id", id),
        headers: admin?.headers,
        payload: route.payload,
        remoteAddress: `192.0.2.${ids.indexOf(id) + 1}`,
      });
      expect(response.statusCode, `${route.method} ${id}`).toBe(404);
      expect(response.json(), `${route.method} ${id}`).toEqual({ message: id === "999999" ? (route.missing ?? route.notFound) : route.notFound });
    }
  });
});
