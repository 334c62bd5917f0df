// Runs around every web test: each starts with an empty document, the real globals and no toast
// (sonner keeps its toasts between renders).
import { cleanup } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, vi } from "vitest";

afterEach(() => {
  cleanup();
  toast.dismiss();
  vi.unstubAllGlobals();
});
