/**
 * Shown while the first page's code loads. Plain markup on purpose: it sits in the entry chunk,
 * which every visitor downloads, so it must not pull in icon or class-merging libraries.
 */
export function BootSpinner() {
  return (
    <div className="flex min-h-svh items-center justify-center" role="status" aria-live="polite">
      <span className="size-8 animate-spin rounded-full border-4 border-primary/25 border-t-primary" />
      <span className="sr-only">Carregando...</span>
    </div>
  );
}
