import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while a prerendered page is still static HTML (and during its hydration), true once
 * React owns it. A form whose submit button waits for this can never be submitted natively,
 * which would put its fields, a password among them, in the address bar.
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
