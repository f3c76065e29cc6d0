import type { Blog } from "@urjavolt/contract/blog";
import type { AdminBlogInput } from "@urjavolt/contract/blog-admin";
import { describe, expect, it } from "vitest";
import { signInAs, testDatabaseKinds, useTestApp } from "../../test/helper.ts";

const post: AdminBlogInput = {
  title: "Sizing a battery for a 3BHK",
  category: "Guides",
  description: "How many amp-hours a family home needs.",
  detail: "## Start with the load\n- Fans\n- Fridge",
  images: ["blog/sizing.svg"],
};

describe.each(testDatabaseKinds)("blog console API on %s", (kind) => {
  const t = useTestApp(kind, { seed: true });
  const call = async (method: "GET" | "POST" | "PUT" | "DELETE", url: string, headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({ method, url: `/api/v1/admin/${url}`, headers, ...(payload !== undefined && { payload: payload as object }) });

  it("is for admins only", async () => {
    expect((await t.app.inject({ url: "/api/v1/admin/blog-posts" })).statusCode).toBe(401);
    const support = await signInAs(t.app, "support");
    expect((await call("GET", "blog-posts", support.headers)).statusCode).toBe(403);
    expect((await call("POST", "blog-posts", support.headers, post)).statusCode).toBe(403);
  });

  it("publishes, edits and deletes a post, and the public blog follows", async () => {
    const { headers } = await signInAs(t.app, "admin");
    expect((await call("GET", "blog-posts", headers)).json().data).toHaveLength(6);
    const created = await call("POST", "blog-posts", headers, post);
    expect(created.statusCode).toBe(201);
    const blog = created.json() as Blog;
    const publicList = async () => ((await t.app.inject({ url: "/api/v1/listblogapi" })).json().data as Blog[]).map((b) => b.title);
    expect((await publicList())[0]).toBe(post.title);

    const edited = await call("PUT", `blog-posts/${blog.id}`, headers, { ...post, title: "Sizing a battery, revised", publishedAt: "2025-01-05T10:00:00+05:30" });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: "Sizing a battery, revised", publishedAt: "2025-01-05T04:30:00.000Z" });
    expect(Date.parse(edited.json().updatedAt)).toBeGreaterThanOrEqual(Date.parse(blog.updatedAt));
    const one = await t.app.inject({ url: `/api/v1/blogs/${blog.id}` });
    expect(one.json().data.title).toBe("Sizing a battery, revised");

    expect((await call("DELETE", `blog-posts/${blog.id}`, headers)).statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/v1/blogs/${blog.id}` })).statusCode).toBe(404);
    expect((await call("GET", `blog-posts/${blog.id}`, headers)).statusCode).toBe(404);
  });

  it("refuses an empty title and image addresses on other sites", async () => {
    const { headers } = await signInAs(t.app, "admin");
    const response = await call("POST", "blog-posts", headers, { ...post, title: "", images: ["https://evil.example/x.png", "//evil.example/y.png", "javascript:alert(1)"] });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({ title: "Title is required", "images.0": expect.any(String), "images.1": expect.any(String), "images.2": expect.any(String) });
  });
});
