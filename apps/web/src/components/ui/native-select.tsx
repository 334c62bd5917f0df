import { ChevronDown } from "lucide-react";
import type * as React from "react";
import { cx } from "@/lib/utils";

/** The browser's own select, styled like Input: works with keyboards, screen readers and mobile pickers. */
export function NativeSelect({ className, children, ...props }: React.ComponentProps<"select">) {
  return (
    <div className="relative">
      <select
        data-slot="native-select"
        className={cx(
          "flex h-10 w-full appearance-none rounded-md border border-input bg-background py-2 pr-9 pl-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm",
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-3 right-3 size-4 text-muted-foreground"
      />
    </div>
  );
}

/** One option a value, each reading as the value itself (the UFs, the categories). */
export function ValueOptions<V extends string>({
  values,
  labels,
}: {
  values: readonly V[];
  /** What each value reads as, when it is a key ('seguranca') rather than its own text ('CLT'). */
  labels?: Record<V, string>;
}) {
  return values.map((value) => (
    <option key={value} value={value}>
      {labels ? labels[value] : value}
    </option>
  ));
}
