import type { ComponentType, ReactNode } from "react";
import { cx } from "@/lib/utils";

/**
 * A list with nothing to show: an optional icon, the title (announced as a status, or a heading),
 * what to do about it and an optional action, in a dashed, centred box.
 */
export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  heading = false,
  className,
}: {
  icon?: ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" }>;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  /** The title as the section's h2 (a page whose list is all it shows), rather than a status. */
  heading?: boolean;
  /** Extra frame classes (a roomier padding on wide screens, say). */
  className?: string;
}) {
  return (
    <div className={cx("grid justify-items-center gap-3 rounded-xl border border-dashed p-8 text-center", className)}>
      {Icon ? <Icon className="size-10 text-muted-foreground" aria-hidden="true" /> : null}
      {heading ? (
        <h2 className="font-semibold text-lg">{title}</h2>
      ) : (
        <p className="font-semibold text-lg" role="status">
          {title}
        </p>
      )}
      {description ? <p className="max-w-md text-muted-foreground text-sm">{description}</p> : null}
      {action}
    </div>
  );
}
