import { Loader2 } from "lucide-react";

const SIZES = { sm: "size-4", md: "size-6", lg: "size-8" } as const;

export function Spinner({ size = "md", label = "Carregando..." }: { size?: keyof typeof SIZES; label?: string }) {
  return (
    <span role="status" aria-live="polite" className="inline-flex items-center">
      <Loader2 aria-hidden="true" className={`${SIZES[size]} animate-spin text-primary`} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Centered spinner filling the viewport, shown while the session loads. */
export function FullPageSpinner() {
  return (
    <div className="flex min-h-svh items-center justify-center">
      <Spinner size="lg" />
    </div>
  );
}
