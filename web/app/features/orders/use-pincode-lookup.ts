import { useEffect, useRef, useState } from "react";
import { type PincodeLookup, isPincode, pincodeMessages, placeFromLookup } from "@urjavolt/contract/pincode";
import { ApiError, apiRequest } from "../../lib/api-client";

/** Spec §9: the lookup starts after a 500 ms pause in typing. */
export const PINCODE_LOOKUP_DELAY_MS = 500;

export type Place = { city: string; state: string };

export type PincodeLookupState =
  /** Fewer than six digits: nothing to look up. */
  | { status: "idle" }
  /** Six digits typed: waiting for the pause, or asking the server. City and state are locked. */
  | { status: "looking" }
  /** Found: city and state are filled and stay locked. */
  | { status: "found"; place: Place }
  /** Unknown pincode, or the lookup failed: city and state are cleared and open for typing. */
  | { status: "unknown" | "failed"; message: string };

/**
 * The checkout's pincode lookup (docs/requirements/online-shop.md §4 Pincode (checkout), §5): six digits start a lookup after a
 * 500 ms pause; `onPlace` gets the city (Taluk, else District) and state, or null to clear them,
 * also when fewer than six digits remain. A newer pincode cancels an older lookup.
 */
export function usePincodeLookup(pincode: string, onPlace: (place: Place | null) => void, delayMs = PINCODE_LOOKUP_DELAY_MS): PincodeLookupState {
  const [state, setState] = useState<PincodeLookupState>({ status: "idle" });
  const onPlaceRef = useRef(onPlace);
  useEffect(() => {
    onPlaceRef.current = onPlace;
  });
  useEffect(() => {
    if (!isPincode(pincode)) {
      setState({ status: "idle" });
      // Spec §4: fewer than six characters clears city and state.
      onPlaceRef.current(null);
      return;
    }
    setState({ status: "looking" });
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      let place: Place | null;
      try {
        const lookup = await apiRequest<PincodeLookup>(`pincode/${pincode}`, { method: "GET", fallback: pincodeMessages.failed, signal: controller.signal });
        place = placeFromLookup(lookup);
      } catch (caught) {
        if (controller.signal.aborted) return;
        // A pincode the server refuses to look up (400) is as good as unknown; anything else is a failed lookup.
        const unknown = caught instanceof ApiError && caught.status === 400;
        onPlaceRef.current(null);
        setState({ status: unknown ? "unknown" : "failed", message: unknown ? pincodeMessages.unknown : pincodeMessages.failed });
        return;
      }
      if (controller.signal.aborted) return;
      onPlaceRef.current(place);
      setState(place ? { status: "found", place } : { status: "unknown", message: pincodeMessages.unknown });
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [pincode, delayMs]);

  return state;
}
