/**
 * The page paints before its scripts run (the server hydrates it just after the first paint), so a
 * quick visitor can type, press a form's button or tap a widget before React is there. Typing is
 * kept by the browser and taken over by the form's state on hydration: read from the page, never
 * waited for as a change, since text typed or pasted just as React hydrates makes React take the
 * field's value as already known and fire no onChange for it (the buy-now pincode was lost so).
 * Layout effects do the taking over, so a submit pressed in the same instant sees it. The inline script below,
 * which the root layout puts first in the page's head, catches the rest until hydration starts:
 * - a form with a `method` is the server's to answer (a post to its route's action, the shop's GET
 *   filters, a dialog's buttons: route-form.ts), so its submit goes the browser's way; a form
 *   without one only works in the page's scripts (checkout, order tracking, a review), so its
 *   submit is held, never sent the browser's way (that would reload the page with the fields in
 *   the address), and the form submits it once the page has hydrated;
 * - a tap on a widget's button (`<button type="button">`: Add to Cart, a quantity step, a tab, a
 *   menu) is held and the button shown pressed (`data-pending`, styles/theme.css); the root
 *   replays the taps in order once the page has hydrated, so each takes effect exactly once.
 * Links and native controls need no help: the browser follows and opens them itself.
 *
 * From the moment hydration starts (entry.client.tsx) React answers events itself, hydrating what
 * was tapped first, so the script lets them through: a tap is never both held and handled. While
 * taps held before are still waiting for their replay, though, a new tap waits behind them (and
 * React never sees it until its turn): a quantity step tapped before the scripts and Add to Cart
 * tapped as React hydrates add the stepped quantity, not the one before.
 */
const HELD_SUBMIT = "__urjavoltHeldSubmit";
const HELD_TAPS = "__urjavoltHeldTaps";
/** Set while a held tap is being replayed, so the script lets that click through to React. */
const REPLAYING = "__urjavoltReplaying";
/** Set on <html> when hydration starts; the script holds nothing after that. */
const HYDRATING = "hydrating";
/** On a button whose tap is held: it shows pressed until the tap is replayed. */
export const PENDING_ATTRIBUTE = "data-pending";

const held = "document.documentElement.dataset." + HYDRATING + '!=="true"';

/** Set in sessionStorage when the visitor hides the festival offers: they stay hidden until the session ends. */
export const OFFERS_HIDDEN_KEY = "urjavolt:offers-hidden";
/**
 * Set on <html> before the first paint when the offers were hidden this session, so their banner,
 * which the server still sends, never shows and then goes (promo-banner.module.css hides it).
 */
export const OFFERS_HIDDEN_ATTRIBUTE = "data-offers-hidden";

/** Installs its listeners once, however often it runs; marks hidden offers before the first paint. */
export const beforeHydrationScript =
  `try{if(sessionStorage.getItem(${JSON.stringify(OFFERS_HIDDEN_KEY)})!==null)document.documentElement.setAttribute("${OFFERS_HIDDEN_ATTRIBUTE}","")}catch(e){}` +
  `if(!window.${HELD_TAPS}){window.${HELD_TAPS}=[];` +
  `document.addEventListener("submit",function(e){if(${held}&&!e.target.hasAttribute("method")){e.preventDefault();window.${HELD_SUBMIT}=e.target;}},true);` +
  // Before hydration every widget tap is held; after it starts, only while earlier taps wait, and
  // then React must not see the tap now (it would run before them): it is stopped here, at the
  // document's first capture listener, and replayed in its turn.
  `document.addEventListener("click",function(e){var q=window.${HELD_TAPS},h=!(${held});if(window.${REPLAYING}||(h&&q.length===0))return;` +
  `var b=e.target instanceof Element&&e.target.closest('button[type="button"]');if(!b||b.disabled)return;` +
  `if(h)e.stopImmediatePropagation();q.push(b);b.setAttribute("${PENDING_ATTRIBUTE}","");},true);}`;

type HeldWindow = Window & { [HELD_SUBMIT]?: EventTarget; [HELD_TAPS]?: HTMLButtonElement[]; [REPLAYING]?: boolean };

/** Called just before React starts hydrating: from here on React handles every event. */
export function hydrationStarts(): void {
  document.documentElement.dataset[HYDRATING] = "true";
}

/** Whether `form` was submitted before the page hydrated; the held submit is forgotten either way. */
export function takeHeldSubmit(form: HTMLFormElement | null): boolean {
  const page = window as HeldWindow;
  if (!form || page[HELD_SUBMIT] !== form) return false;
  delete page[HELD_SUBMIT];
  return true;
}

/**
 * Clicks, in order, every button tapped before hydration, now that React listens; a button the
 * page no longer shows, or that has been disabled meanwhile, is let go. Each tap is replayed once,
 * in a task of its own, so React has rendered what the previous one changed (a quantity step,
 * then Add to Cart, adds the new quantity). Taps held while the replay runs join the same queue.
 * Resolves when the queue is empty; from then on React alone answers taps.
 */
export function replayHeldTaps(): Promise<void> {
  const page = window as HeldWindow;
  const taps = page[HELD_TAPS] ?? [];
  return new Promise((resolve) => {
    const next = () => {
      const button = taps.shift();
      if (!button) return resolve();
      button.removeAttribute(PENDING_ATTRIBUTE);
      if (button.isConnected && !button.disabled) {
        page[REPLAYING] = true;
        try {
          button.click();
        } finally {
          page[REPLAYING] = false;
        }
      }
      setTimeout(next, 0);
    };
    setTimeout(next, 0);
  });
}

/**
 * Whether a control of `form` differs from the server's HTML (a box ticked, an option chosen, text
 * typed), which before hydration only the visitor can have done: the browser keeps the HTML's
 * state in each control's `default*` properties.
 */
export function changedBeforeHydration(form: HTMLFormElement): boolean {
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement) {
      if (element.type === "checkbox" || element.type === "radio" ? element.checked !== element.defaultChecked : element.value !== element.defaultValue) return true;
    } else if (element instanceof HTMLTextAreaElement) {
      if (element.value !== element.defaultValue) return true;
    } else if (element instanceof HTMLSelectElement && !element.multiple) {
      // With no option marked selected in the HTML, the first one is.
      const initial = Array.from(element.options).find((option) => option.defaultSelected) ?? element.options[0];
      if (element.value !== (initial?.value ?? "")) return true;
    }
  }
  return false;
}

/**
 * The fields whose value in the page differs from what the page was rendered with: text typed, an
 * option chosen, a radio picked or a box ticked before the scripts came (a checkbox counts as its
 * value when ticked and "" when not).
 */
export function typedBeforeHydration<Values extends Record<string, string>>(form: HTMLFormElement, rendered: Values): Partial<Values> {
  const typed: Partial<Values> = {};
  for (const name of Object.keys(rendered) as (keyof Values & string)[]) {
    const field = form.elements.namedItem(name);
    let value: string | undefined;
    if (field instanceof RadioNodeList) value = field.value;
    else if (field instanceof HTMLInputElement && field.type === "checkbox") value = field.checked ? field.value : "";
    else if (field instanceof HTMLInputElement && field.type === "radio") value = field.checked ? field.value : "";
    else if (field instanceof HTMLInputElement && field.type !== "file") value = field.value;
    else if (field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) value = field.value;
    if (value !== undefined && value !== rendered[name]) typed[name] = value as Values[typeof name];
  }
  return typed;
}
