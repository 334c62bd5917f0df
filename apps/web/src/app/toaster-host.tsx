import { type ComponentType, useEffect, useState } from "react";
import type { ToasterProps } from "sonner";

/**
 * Mounts the toast viewport after the first paint. Loading sonner here rather than in the entry
 * keeps it out of the public pages' initial JavaScript; toasts only follow user actions anyway.
 */
export function ToasterHost() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    void import("sonner").then((m) => setToaster(() => m.Toaster));
  }, []);
  return Toaster ? <Toaster position="top-right" richColors closeButton duration={4500} /> : null;
}
