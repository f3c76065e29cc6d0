import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Accordion } from "./accordion";

const items = [
  { question: "First question?", answer: "First answer." },
  { question: "Second question?", answer: "Second answer." },
  { question: "Third question?", answer: "Third answer." },
];

describe("Accordion", () => {
  it("shows every answer in the server's HTML, so the page reads without JavaScript", () => {
    const html = renderToString(<Accordion items={items} />);
    expect(html).not.toMatch(/ hidden(=|>| )/);
    expect(html).toContain("Third answer.");
    expect(html.match(/aria-expanded="true"/g)).toHaveLength(3);
  });

  it("starts closed, opens one answer at a time and closes the open one on a second press", async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    const [first, second] = screen.getAllByRole("button");
    expect(first!).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryAllByRole("region")).toHaveLength(0);

    await user.click(first!);
    expect(first!).toHaveAttribute("aria-expanded", "true");
    const panel = document.getElementById(first!.getAttribute("aria-controls")!)!;
    expect(panel.hidden).toBe(false);
    expect(screen.getByRole("region", { name: "First question?" }).textContent).toBe("First answer.");

    await user.click(second!);
    expect(first!).toHaveAttribute("aria-expanded", "false");
    expect(panel.hidden).toBe(true);
    expect(second!).toHaveAttribute("aria-expanded", "true");

    await user.click(second!);
    expect(second!).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryAllByRole("region")).toHaveLength(0);
  });

  it("moves between questions with the arrow, Home and End keys and opens with Enter", async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    const buttons = screen.getAllByRole("button");
    buttons[0]!.focus();
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(buttons[1]);
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(document.activeElement).toBe(buttons[2]);
    await user.keyboard("{Home}");
    expect(document.activeElement).toBe(buttons[0]);
    await user.keyboard("{Enter}");
    expect(buttons[0]!).toHaveAttribute("aria-expanded", "true");
  });
});
