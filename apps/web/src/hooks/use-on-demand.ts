import { useCallback, useState } from "react";

/**
 * A module loaded the first time it is asked for, for what only shows after a click (a header's
 * menu, a popover): `request()` starts the load, again after a failure, and `module` is there
 * once it has arrived. Until then the caller shows a stand-in that asks for it when pointed at,
 * focused or pressed, so the page's first load does not carry it.
 */
export function useOnDemand<T>(load: () => Promise<T>): { module: T | null; request: () => void } {
  const [module, setModule] = useState<T | null>(null);
  const request = useCallback(() => {
    // A failed load leaves the stand-in in place; the next press asks again.
    load().then(
      (loaded) => setModule(() => loaded),
      () => {},
    );
  }, [load]);
  return { module, request };
}
