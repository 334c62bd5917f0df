import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Brings the element `id` into view when the address ends in `#id` (a link from an e-mail or the
 * bell), once `ready` says it is on the page: sections that load their data come after the
 * browser's own jump.
 */
export function useHashScroll(id: string, ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (ready && hash === `#${id}`) document.getElementById(id)?.scrollIntoView({ block: "start" });
  }, [hash, id, ready]);
}
