import type { ReactNode } from "react";
import { cx } from "@/lib/utils";

/** The eyebrow, h2 and lead paragraph a public page section opens with. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = "center",
  tone = "default",
}: {
  /** Referenced by the section's aria-labelledby. */
  id: string;
  eyebrow?: string;
  title: ReactNode;
  children?: ReactNode;
  align?: "center" | "start";
  tone?: "default" | "inverted";
}) {
  const inverted = tone === "inverted";
  return (
    <div className={cx("max-w-3xl", align === "center" && "mx-auto text-center")}>
      {eyebrow && (
        <p
          className={cx(
            "mb-3 font-semibold text-sm uppercase tracking-wider",
            inverted ? "text-accent" : "text-primary",
          )}
        >
          {eyebrow}
        </p>
      )}
      <h2 id={id} className="text-balance font-bold text-3xl tracking-tight md:text-4xl">
        {title}
      </h2>
      {children && (
        <p
          className={cx(
            "mt-4 text-pretty text-lg leading-relaxed",
            inverted ? "text-sidebar-muted" : "text-muted-foreground",
          )}
        >
          {children}
        </p>
      )}
    </div>
  );
}
