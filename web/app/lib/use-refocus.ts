import { type RefObject, useCallback, useEffect, useState } from "react";

/**
 * Returns a function that puts focus back on `ref`'s element after the next render: for a button
 * that was disabled while its action ran (a disabled button cannot hold focus), once it is enabled.
 */
export function useRefocus(ref: RefObject<HTMLElement | null>): () => void {
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests > 0) ref.current?.focus();
  }, [requests, ref]);
  return useCallback(() => setRequests((n) => n + 1), []);
}
