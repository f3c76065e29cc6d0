import { describe, expect, it } from "vitest";
import { blogImageUrl, parseBlogDetail } from "./blog-rules.ts";

describe("parseBlogDetail", () => {
  it("applies every line rule and skips blank lines", () => {
    const text = [
      "## Why size matters",
      "",
      "An undersized inverter trips.",
      "### Add up the load",
      "**Rule of thumb**",
      "- Fans: 75 W",
      "- Lights: 10 W",
      "1. List the appliances",
      "2) Add their watts",
      "   ",
      "Then add 25% headroom.",
    ].join("\n");
    expect(parseBlogDetail(text)).toEqual([
      { kind: "h2", text: "Why size matters" },
      { kind: "p", text: "An undersized inverter trips." },
      { kind: "h3", text: "Add up the load" },
      { kind: "h4", text: "Rule of thumb" },
      { kind: "ul", items: ["Fans: 75 W", "Lights: 10 W"] },
      { kind: "ol", items: ["List the appliances", "Add their watts"] },
      { kind: "p", text: "Then add 25% headroom." },
    ]);
  });

  it("keeps markup as text and does not treat partial bold or bare numbers as rules", () => {
    expect(parseBlogDetail("<script>alert(1)</script>\n**half bold\n2024 was a good year\n-no space")).toEqual([
      { kind: "p", text: "<script>alert(1)</script>" },
      { kind: "p", text: "**half bold" },
      { kind: "p", text: "2024 was a good year" },
      { kind: "p", text: "-no space" },
    ]);
  });

  it("starts a new list when the list type changes or a paragraph intervenes", () => {
    expect(parseBlogDetail("- a\nx\n- b\n1. c")).toEqual([
      { kind: "ul", items: ["a"] },
      { kind: "p", text: "x" },
      { kind: "ul", items: ["b"] },
      { kind: "ol", items: ["c"] },
    ]);
  });
});

describe("blogImageUrl", () => {
  it("serves names from this server and keeps absolute paths", () => {
    expect(blogImageUrl("blog/inverter-size.svg")).toBe("/images/blog/inverter-size.svg");
    expect(blogImageUrl("/images/x.svg")).toBe("/images/x.svg");
    expect(blogImageUrl("https://cdn.example/x.png")).toBe("https://cdn.example/x.png");
    expect(blogImageUrl(undefined)).toBe("/images/placeholder/image-not-available.svg");
  });
});
