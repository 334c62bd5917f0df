import { EyeOffIcon } from "lucide-react";

/**
 * On a post of his own that reports have hidden from everyone else: he alone still sees it, and is
 * told why the others do not.
 */
export function HiddenNotice() {
  return (
    <p className="flex items-start gap-2 rounded-md border border-warning/50 bg-warning/10 p-3 text-sm">
      <EyeOffIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      Oculta enquanto a equipe analisa denúncias.
    </p>
  );
}
