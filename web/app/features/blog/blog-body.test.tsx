import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BlogBody } from "./blog-body";

describe("BlogBody", () => {
  it("renders each line rule as its element and markup in a post as plain text", () => {
    const { container } = render(
      <BlogBody detail={"## Title\n### Sub\n**Bold line**\n- one\n- two\n1. first\n\n<img src=x onerror=alert(1)>"} />,
    );
    const body = container.firstElementChild!;
    expect([...body.children].map((el) => el.tagName)).toEqual(["H2", "H3", "H4", "UL", "OL", "P"]);
    expect(body.querySelectorAll("ul > li")).toHaveLength(2);
    expect(body.querySelector("ol > li")?.textContent).toBe("first");
    expect(body.querySelector("img")).not.toBeInTheDocument();
    expect(body.querySelector("p")?.textContent).toBe("<img src=x onerror=alert(1)>");
  });
});
