import { useEffect, useRef, useState } from "react";

/** How long a passing note ("Added to cart") stays before it clears itself. */
export const FADING_NOTE_MS = 4000;

/**
 * A card's status note: `say(text)` shows a message until the next one, `say(text, true)` one that
 * clears itself after FADING_NOTE_MS (a confirmation), so a refusal stays until the visitor acts.
 */
export function useFadingNote(): [note: string, say: (text: string, fades?: boolean) => void] {
  const [note, setNote] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const say = (text: string, fades = false) => {
    clearTimeout(timer.current);
    setNote(text);
    if (fades) timer.current = setTimeout(() => setNote(""), FADING_NOTE_MS);
  };
  return [note, say];
}
