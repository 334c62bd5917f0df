import { useSyncExternalStore } from "react";

/** The spec's mobile breakpoint: below 768 px the layouts switch to drawers. */
export const MOBILE_BREAKPOINT = 768;

const query = `(max-width: ${MOBILE_BREAKPOINT - 1}px)`;

function subscribe(onChange: () => void) {
  const media = window.matchMedia(query);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

/**
 * Read synchronously (not in an effect) so the first paint already has the right layout:
 * a phone never flashes the desktop sidebar.
 */
export function useIsMobile() {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
