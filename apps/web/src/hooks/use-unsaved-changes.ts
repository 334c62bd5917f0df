import { useEffect } from "react";
import { useBlocker } from "react-router";

/**
 * Holds a form's unsaved edits from being lost: while `dirty`, closing or reloading the tab asks
 * the browser's own question, and a link to another page of the app is held until the person
 * answers the returned blocker ('Sair sem salvar' proceeds, 'Continuar editando' resets it).
 */
export function useUnsavedChanges(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
  return blocker;
}
