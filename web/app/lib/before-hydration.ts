/**
 * The page paints before its scripts run (the server hydrates it just after the first paint), so a
 * quick visitor can type into a form, or press its button, before React is there. Typing is kept
 * by the browser and taken over by useForm on hydration. A press must not submit the form the
 * browser's way (it would reload the page with the fields in the address): this inline script
 * holds it until the page has hydrated, and useForm submits it then.
 */
const HELD = "__urjavoltHeldSubmit";

export const holdSubmitsScript = `document.addEventListener("submit",function(e){if(document.documentElement.dataset.hydrated!=="true"){e.preventDefault();window.${HELD}=e.target;}},true);`;

/** Whether `form` was submitted before the page hydrated; the held submit is forgotten either way. */
export function takeHeldSubmit(form: HTMLFormElement | null): boolean {
  const held = (window as unknown as Record<string, unknown>)[HELD];
  if (!form || held !== form) return false;
  delete (window as unknown as Record<string, unknown>)[HELD];
  return true;
}
