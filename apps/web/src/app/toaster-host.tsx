import { type ComponentType, useEffect, useState } from "react";
import type { ToasterProps } from "sonner";
import { toasterMounted } from "@/lib/toast";

/**
 * Mounts the toast viewport after the first paint. Loading sonner here rather than in the entry
 * keeps it out of every page's initial JavaScript; toasts only follow user actions anyway.
 */
export function ToasterHost() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    void import("sonner").then((m) => setToaster(() => m.Toaster));
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
