import { useLocation, useNavigation } from "react-router";

/**
 * Whether a navigation to another page has begun. The router keeps this page on screen while the
 * next one loads: a search still waiting to reach the URL must not fire then, or it would bring
 * the person back here.
 */
export function useLeavingPage(): boolean {
  const { pathname } = useLocation();
  const next = useNavigation().location;
  return next !== undefined && next.pathname !== pathname;
}
