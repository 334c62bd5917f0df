import type { ComponentProps } from "react";
import { cx } from "@/lib/utils";

/** A textarea's look, the same as Input's; min-height and rows are the caller's. */
export const TEXTAREA_CLASS =
  "flex w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none transition-[color,box-shadow] placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm";

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cx(TEXTAREA_CLASS, className)} {...props} />;
}
