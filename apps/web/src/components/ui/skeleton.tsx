import type * as React from "react";
import { ownClasses } from "@/lib/own-classes";

/** Placeholder block while data loads; hidden from assistive tech, which gets the page's own status text. */
export function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={ownClasses("animate-pulse rounded-md bg-muted motion-reduce:animate-none", className)}
      {...props}
    />
  );
}
