import { act, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import {
  OFFERS_HIDDEN_ATTRIBUTE,
  OFFERS_HIDDEN_KEY,
  PENDING_ATTRIBUTE,
  changedBeforeHydration,
  beforeHydrationScript,
  hydrationStarts,
  replayHeldTaps,
} from "./before-hydration";

function Counter() {
  const [count, setCount] = useState(0);
  const [quantity, setQuantity] = useState(1);
  return (
    <div>
      <button type="button" onClick={() => setCount((n) => n + quantity)}>
        Add to Cart
      </button>
      <button type="button" aria-label="Increase quantity" onClick={() => setQuantity((n) => n + 1)}>
        +
      </button>
      <button type="button" disabled>
        Sold out
      </button>
      <output>{count}</output>
    </div>
  );
}

/** The server's HTML with the head's early-input script running, as a visitor gets it before the scripts. */
function serverPage() {
  document.body.innerHTML = `<div id="root">${renderToString(<Counter />)}</div>`;
  new Function(beforeHydrationScript)();
  const root = document.getElementById("root")!;
  return { root, add: root.querySelector<HTMLButtonElement>("button")!, count: () => root.querySelector("output")!.textContent };
}

async function hydrate(root: HTMLElement) {
  hydrationStarts();
  await act(async () => {
    hydrateRoot(root, <Counter />);
  });
  // What the root layout does once every effect has run.
  await act(() => replayHeldTaps());
}

afterEach(() => {
  delete document.documentElement.dataset.hydrating;
  document.body.innerHTML = "";
});

describe("taps before hydration", () => {
  it("shows a tap at once and makes it count exactly once when the page has hydrated", async () => {
    const { root, add, count } = serverPage();
    add.click();
    expect(add).toHaveAttribute(PENDING_ATTRIBUTE);
    expect(count()).toBe("0");
    await hydrate(root);
    expect(count()).toBe("1");
    expect(add).not.toHaveAttribute(PENDING_ATTRIBUTE);
    // Nothing is left to replay a second time.
    await act(() => replayHeldTaps());
    expect(count()).toBe("1");
  });

  it("replays every tap in order", async () => {
    const { root, add, count } = serverPage();
    add.click();
    add.click();
    add.click();
    await hydrate(root);
    expect(count()).toBe("3");
  });

  it("holds nothing once hydration has started: React answers the tap itself", async () => {
    const { root, add, count } = serverPage();
    await hydrate(root);
    await act(async () => add.click());
    expect(count()).toBe("1");
    expect(add).not.toHaveAttribute(PENDING_ATTRIBUTE);
    await act(() => replayHeldTaps());
    expect(count()).toBe("1");
  });

  it("lets each replayed tap see what the one before it changed", async () => {
    const { root, add, count } = serverPage();
    root.querySelector<HTMLButtonElement>('[aria-label="Increase quantity"]')!.click();
    add.click();
    await hydrate(root);
    // Add to Cart adds the quantity the step made, not the one the page first rendered.
    expect(count()).toBe("2");
  });

  it("keeps a tap made as React hydrates behind the taps still waiting, so it sees what they changed", async () => {
    const { root, add, count } = serverPage();
    root.querySelector<HTMLButtonElement>('[aria-label="Increase quantity"]')!.click();
    hydrationStarts();
    await act(async () => {
      hydrateRoot(root, <Counter />);
    });
    // React listens now, but the step tapped before has not been replayed yet: Add to Cart waits for it.
    await act(async () => add.click());
    expect(count()).toBe("0");
    expect(add).toHaveAttribute(PENDING_ATTRIBUTE);
    await act(() => replayHeldTaps());
    expect(count()).toBe("2");
    // Once the queue is empty, React alone answers, once per tap.
    await act(async () => add.click());
    expect(count()).toBe("4");
    expect(add).not.toHaveAttribute(PENDING_ATTRIBUTE);
  });

  it("holds the submit of a form only the scripts can send, but lets a form with a method go to the server", () => {
    serverPage();
    document.body.insertAdjacentHTML(
      "beforeend",
      '<form id="held"></form><form id="get" method="get"></form><form id="post" method="post" action="/contact-us"></form><form id="dialog" method="dialog"></form>',
    );
    const submit = (id: string) => {
      const event = new Event("submit", { bubbles: true, cancelable: true });
      document.getElementById(id)!.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(submit("held")).toBe(true);
    for (const id of ["get", "post", "dialog"]) expect(submit(id)).toBe(false);
  });

  it("leaves disabled buttons, links and submit buttons to the browser and the form hold", () => {
    const { root } = serverPage();
    const soldOut = root.querySelector<HTMLButtonElement>("button[disabled]")!;
    soldOut.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(soldOut).not.toHaveAttribute(PENDING_ATTRIBUTE);
    root.insertAdjacentHTML("beforeend", '<form><button type="submit">Send</button></form>');
    const send = root.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    send.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(send).not.toHaveAttribute(PENDING_ATTRIBUTE);
  });

  it("tells a form changed in the server's HTML from one left as it came", () => {
    document.body.insertAdjacentHTML(
      "beforeend",
      `<form id="view"><input type="checkbox" name="a" value="1"><input type="radio" name="r" value="x" checked><input type="radio" name="r" value="y">
       <input name="q" value="solar"><select name="s"><option value="p">P</option><option value="c">C</option></select></form>`,
    );
    const form = document.getElementById("view") as HTMLFormElement;
    expect(changedBeforeHydration(form)).toBe(false);
    const change = (apply: () => void, undo: () => void) => {
      apply();
      expect(changedBeforeHydration(form)).toBe(true);
      undo();
      expect(changedBeforeHydration(form)).toBe(false);
    };
    const box = form.elements.namedItem("a") as HTMLInputElement;
    change(() => (box.checked = true), () => (box.checked = false));
    const radios = form.elements.namedItem("r") as RadioNodeList;
    change(() => (radios.value = "y"), () => (radios.value = "x"));
    const text = form.elements.namedItem("q") as HTMLInputElement;
    change(() => (text.value = "ess"), () => (text.value = "solar"));
    const select = form.elements.namedItem("s") as HTMLSelectElement;
    change(() => (select.value = "c"), () => (select.value = "p"));
    form.remove();
  });
});

describe("offers hidden this session", () => {
  it("are marked on <html> before the first paint, so their banner never shows and goes", () => {
    document.documentElement.removeAttribute(OFFERS_HIDDEN_ATTRIBUTE);
    sessionStorage.removeItem(OFFERS_HIDDEN_KEY);
    new Function(beforeHydrationScript)();
    expect(document.documentElement.hasAttribute(OFFERS_HIDDEN_ATTRIBUTE)).toBe(false);
    sessionStorage.setItem(OFFERS_HIDDEN_KEY, "true");
    new Function(beforeHydrationScript)();
    expect(document.documentElement.hasAttribute(OFFERS_HIDDEN_ATTRIBUTE)).toBe(true);
    sessionStorage.removeItem(OFFERS_HIDDEN_KEY);
    document.documentElement.removeAttribute(OFFERS_HIDDEN_ATTRIBUTE);
  });
});
