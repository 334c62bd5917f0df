import { type ComponentType, useEffect, useState } from "react";
import type { ToasterProps } from "sonner";
import { onToasterWanted, toasterMounted, wantToaster } from "@/lib/toast";

/**
 * Mounts the toast viewport when it is first wanted: at the user's first press or key, so its live
 * region is on the page well before an action's toast (screen readers announce what is added to a
 * region already there), or at the first toast if that comes sooner. Loading sonner then rather
 * than with the page keeps it out of every page's JavaScript; toasts only follow user actions.
 */
export function ToasterHost() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    let live = true;
    const stop = onToasterWanted(() => {
      void import("sonner").then((m) => {
        if (live) setToaster(() => m.Toaster);
      });
    });
    const options = { capture: true, once: true } as const;
    window.addEventListener("pointerdown", wantToaster, options);
    window.addEventListener("keydown", wantToaster, options);
    return () => {
      live = false;
      stop();
      window.removeEventListener("pointerdown", wantToaster, options);
      window.removeEventListener("keydown", wantToaster, options);
    };
  }, []);
  // Children's effects run first: by now the Toaster has subscribed to new toasts.
  useEffect(() => {
    if (Toaster) toasterMounted();
  }, [Toaster]);
  // At the bottom the toasts cover neither the header's bell and menu nor the page title; on a
  // phone sonner stretches them across the screen's width.
  return Toaster ? (
    <Toaster
      position="bottom-right"
      richColors
      closeButton
      duration={4500}
      containerAriaLabel="Avisos"
      toastOptions={{ closeButtonAriaLabel: "Fechar notificação" }}
    />
  ) : null;
}
