import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { products } from "../../db/schema/catalogue.ts";
import { reviews } from "../../db/schema/reviews.ts";
import { productRow } from "../../test/factories.ts";
import { signInAs, testDatabaseKinds, useTestApp } from "../../test/helper.ts";

async function setup(db: Database) {
  await db.insert(products).values(productRow({ id: 1, model: "UVR-1", slug: "uvr-1", name: "Moderation Test Battery", category: "battery" }));
}

describe.each(testDatabaseKinds)("review moderation in the staff console on %s", (kind) => {
  const t = useTestApp(kind, { setup });
  let address = 0;
  const publish = async (stars: number, name: string, content: string) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/publishReview/1",
      payload: { review_stars: stars, review_content: content, name, email: `${name.toLowerCase().replace(/\s/g, ".")}@example.in` },
      remoteAddress: `10.5.0.${address++ % 250}`,
    });
    expect(response.statusCode).toBe(201);
    return response.json().review.id as number;
  };
  const product = async () => (await t.app.inject({ url: "/api/v1/productData/1" })).json();
  const publicReviews = async () => (await t.app.inject({ url: "/api/v1/ReviewData/1" })).json();

  it("hides a review (off the page, the summary and the rating), shows it again, and deletes one, recounting each time", async () => {
    await publish(5, "Anita Sharma", "Excellent backup for our shop.");
    const spam = await publish(1, "Spam Bot", "Buy cheap batteries at a site we will not name.");
    await publish(4, "Karan Mehta", "Good, but the manual could be clearer.");
    expect(await product()).toMatchObject({ rating: 3.3, reviews: 3 });

    const admin = await signInAs(t.app, "admin");
    const hidden = await t.app.inject({ method: "PATCH", url: `/api/v1/admin/reviews/${spam}`, headers: admin.headers, payload: { hidden: true } });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ review: { id: spam, hidden: true, email: "spam.bot@example.in" }, product: { id: 1, rating: 4.5, reviewCount: 2 } });
    expect(await product()).toMatchObject({ rating: 4.5, reviews: 2 });
    const list = await publicReviews();
    expect(list.total_reviews).toBe(2);
    expect(list.reviews.map((review: { id: number }) => review.id)).not.toContain(spam);

    const shown = await t.app.inject({ method: "PATCH", url: `/api/v1/admin/reviews/${spam}`, headers: admin.headers, payload: { hidden: false } });
    expect(shown.json().product).toEqual({ id: 1, rating: 3.3, reviewCount: 3 });
    expect((await publicReviews()).total_reviews).toBe(3);

    const deleted = await t.app.inject({ method: "DELETE", url: `/api/v1/admin/reviews/${spam}`, headers: admin.headers });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ review: null, product: { id: 1, rating: 4.5, reviewCount: 2 } });
    expect(await t.database.db.select().from(reviews).where(eq(reviews.id, spam))).toEqual([]);
    expect(await product()).toMatchObject({ rating: 4.5, reviews: 2 });
    expect((await t.app.inject({ method: "DELETE", url: `/api/v1/admin/reviews/${spam}`, headers: admin.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "PATCH", url: `/api/v1/admin/reviews/${spam}`, headers: admin.headers, payload: { hidden: true } })).statusCode).toBe(404);
  });

  it("lists every review with the reviewer's e-mail for staff, filtered by visibility, stars and search", async () => {
    const rude = await publish(2, "Rude Reviewer", "Rude words here.");
    const admin = await signInAs(t.app, "admin");
    await t.app.inject({ method: "PATCH", url: `/api/v1/admin/reviews/${rude}`, headers: admin.headers, payload: { hidden: true } });
    const support = await signInAs(t.app, "support");
    const list = async (query: string) => {
      const response = await t.app.inject({ url: `/api/v1/admin/reviews?${query}`, headers: { cookie: support.cookie } });
      expect(response.statusCode, query).toBe(200);
      return response.json();
    };
    const all = await list("");
    expect(all.reviews[0]).toMatchObject({ id: rude, productId: 1, productName: "Moderation Test Battery", stars: 2, name: "Rude Reviewer", email: "rude.reviewer@example.in", hidden: true, hasImage: false });
    expect((await list("visibility=hidden")).reviews.map((r: { id: number }) => r.id)).toEqual([rude]);
    expect((await list("visibility=visible")).reviews.every((r: { hidden: boolean }) => !r.hidden)).toBe(true);
    expect((await list("stars=4")).reviews.map((r: { name: string }) => r.name)).toEqual(["Karan Mehta"]);
    expect((await list("q=MANUAL")).reviews.map((r: { name: string }) => r.name)).toEqual(["Karan Mehta"]);
    expect((await list("q=anita.sharma%40")).reviews.map((r: { name: string }) => r.name)).toEqual(["Anita Sharma"]);
    expect((await list("q=moderation&productId=1")).total).toBe(3);
    expect((await t.app.inject({ url: "/api/v1/admin/reviews?visibility=gone", headers: { cookie: support.cookie } })).statusCode).toBe(400);
  });

  it("lets only admins moderate, and nobody without a session", async () => {
    const support = await signInAs(t.app, "support");
    const patch = await t.app.inject({ method: "PATCH", url: "/api/v1/admin/reviews/1", headers: support.headers, payload: { hidden: true } });
    expect(patch.statusCode).toBe(403);
    expect((await t.app.inject({ method: "DELETE", url: "/api/v1/admin/reviews/1", headers: support.headers })).statusCode).toBe(403);
    for (const [method, url] of [
      ["GET", "/api/v1/admin/reviews"],
      ["PATCH", "/api/v1/admin/reviews/1"],
      ["DELETE", "/api/v1/admin/reviews/1"],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
    const [first] = await t.database.db.select({ hidden: reviews.hidden }).from(reviews).where(eq(reviews.id, 1));
    expect(first!.hidden).toBe(false);
  });
});
