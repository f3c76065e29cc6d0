import { describe, expect, it } from "vitest";
import { blogPosts } from "../../db/schema/blog.ts";
import { testDatabaseKinds, useTestApp } from "../../test/helper.ts";

describe.each(testDatabaseKinds)("blog API on %s", (kind) => {
  const t = useTestApp(kind, { seed: true });

  it("lists the seeded posts newest first in the spec's envelope", async () => {
    const response = await t.app.inject({ url: "/api/v1/listblogapi" });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: "Blogs fetched successfully" });
    expect(body.data).toHaveLength(6);
    expect(body.data[0]).toMatchObject({ title: "How to Choose the Right Inverter Size for Your Home", category: "Inverters" });
    const dates = body.data.map((post: { publishedAt: string }) => Date.parse(post.publishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const post of body.data) {
      expect(post.images.length).toBeGreaterThan(0);
      expect(post.detail).toMatch(/^## /m);
    }
  });

  it("reads one post by id, and answers 404 'Blog not found' for any other id", async () => {
    const [first] = (await t.app.inject({ url: "/api/v1/listblogapi" })).json().data;
    const one = await t.app.inject({ url: `/api/v1/blogs/${first.id}` });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ success: true, message: "Blog fetched successfully", data: first });

    const missing = await t.app.inject({ url: "/api/v1/blogs/999999" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Blog not found" });

    for (const bad of ["abc", "0", "-1", "1.5", "1e3", "2147483648", "99999999999"]) {
      const response = await t.app.inject({ url: `/api/v1/blogs/${bad}` });
      expect(response.statusCode, bad).toBe(404);
      expect(response.json(), bad).toEqual({ message: "Blog not found" });
    }
  });

  it("gives the sitemap every post's id and last change", async () => {
    const [inserted] = await t.database.db
      .insert(blogPosts)
      .values({ title: "T", category: "C", description: "D", detail: "x", images: [], updatedAt: new Date("2026-11-01T00:00:00Z") })
      .returning();
    const entries = await t.app.services.blog.listForSitemap();
    expect(entries).toHaveLength(7);
    expect(entries.at(-1)).toEqual({ id: inserted!.id, updatedAt: "2026-11-01T00:00:00.000Z" });
    expect(await t.app.services.blog.find(inserted!.id)).toMatchObject({ title: "T", images: [] });
    expect(await t.app.services.blog.find(123456)).toBeNull();
  });
});
