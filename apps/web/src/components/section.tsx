import type { VariantProps } from "class-variance-authority";
import type { ReactNode } from "react";
import { Card, type cardVariants } from "@/components/ui/card";
import { cx } from "@/lib/utils";

type SectionProps = {
  /** The heading's id: with it, the section is a region named by its heading. */
  id?: string;
  title: ReactNode;
  /** A line under the title (card sections). */
  description?: ReactNode;
  /**
   * "card": a page's part, a card with an h2 (the default). "plain" and "divided": a part of a
   * sheet, with an h3; "divided" draws a line above it.
   */
  variant?: "card" | "plain" | "divided";
  /** The card's padding; the app's panel padding unless told. */
  padding?: VariantProps<typeof cardVariants>["padding"];
  /** The card section's layout, in place of its usual gap-5: its gap and anything else its grid needs. */
  className?: string;
  /** The card heading's classes, in place of the usual ones. */
  titleClassName?: string;
  children: ReactNode;
};

const SHEET = {
  plain: { section: "grid gap-2", title: "font-semibold" },
  divided: { section: "grid gap-3 border-t pt-4", title: "font-semibold text-sm" },
};

/** A titled part of a page or of a sheet. */
export function Section({
  id,
  title,
  description,
  variant = "card",
  padding,
  className = "gap-5",
  titleClassName = "font-semibold text-lg",
  children,
}: SectionProps) {
  if (variant !== "card") {
    return (
      <section aria-labelledby={id} className={SHEET[variant].section}>
        <h3 id={id} className={SHEET[variant].title}>
          {title}
        </h3>
        {children}
      </section>
    );
  }
  const heading = (
    <h2 id={id} className={titleClassName}>
      {title}
    </h2>
  );
  return (
    <Card asChild padding={padding} className={cx("grid", className)}>
      <section aria-labelledby={id}>
        {description ? (
          <div className="grid gap-1">
            {heading}
            <p className="text-muted-foreground text-sm">{description}</p>
          </div>
        ) : (
          heading
        )}
        {children}
      </section>
    </Card>
  );
}
