import type { ReactNode } from "react";

/** A page's title and what it is for, with `aside` (a usage note, a badge) at its end on wide screens. */
export function PageHeader({ title, description, aside }: { title: string; description: string; aside?: ReactNode }) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="font-bold text-2xl tracking-tight md:text-3xl">{title}</h1>
        <p className="mt-1 text-muted-foreground">{description}</p>
      </div>
      {aside}
    </div>
  );
}
