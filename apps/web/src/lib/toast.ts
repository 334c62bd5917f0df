// The one way to show a toast. Toasts only follow user actions, so sonner loads when the user first
// presses or types something, or at the first toast, whichever comes first (ToasterHost), instead
// of with every page's JavaScript. A toast asked for before the viewport is mounted waits for it:
// sonner drops toasts nobody is subscribed to yet.

type Kind = "success" | "error" | "info" | "warning";

let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

let wanted = false;
let onWanted: (() => void) | null = null;

/** Asks ToasterHost for sonner's viewport: on the first press or key, or with the first toast. */
export function wantToaster() {
  if (wanted) return;
  wanted = true;
  onWanted?.();
}

/** Called by ToasterHost: `load` runs once the viewport is wanted (at once if it already is). */
export function onToasterWanted(load: () => void): () => void {
  if (wanted) load();
  else onWanted = load;
  return () => {
    if (onWanted === load) onWanted = null;
  };
}

/** Called by ToasterHost once sonner's viewport is on the page. */
export function toasterMounted() {
  markMounted();
}

/** A button in the toast that leads on from it ('Ver alertas'). */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

function show(kind: Kind, message: string, action?: ToastAction) {
  wantToaster();
  void Promise.all([import("sonner"), mounted]).then(([{ toast }]) =>
    toast[kind](message, action ? { action } : undefined),
  );
}

export const toast = {
  success: (message: string, action?: ToastAction) => show("success", message, action),
  error: (message: string, action?: ToastAction) => show("error", message, action),
  info: (message: string) => show("info", message),
  warning: (message: string) => show("warning", message),
};
