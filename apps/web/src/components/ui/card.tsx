import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type * as React from "react";
import { cx } from "@/lib/utils";

/**
 * The card surface. Like Button's, a caller's className is appended, not merged: it adds the
 * layout (grid, flex, gaps) and may add a colour, but the padding and the shadow are variants.
 */
export const cardVariants = cva("rounded-xl border bg-card", {
  variants: {
    padding: {
      none: "",
      /** Made of CardHeader, CardContent and CardFooter, which bring their own side padding. */
      parts: "flex flex-col gap-6 py-6 text-card-foreground",
      /** The app's panels: forms, settings, profile and plan sections. */
      panel: "p-4 md:p-6",
      /** Cards in a list or a grid. */
      tile: "p-4 md:p-5",
      sm: "p-4",
      md: "p-5",
      lg: "p-6",
      xl: "p-8",
    },
    shadow: { true: "shadow-sm", false: "" },
  },
  defaultVariants: { padding: "panel", shadow: true },
});

/** A card; with asChild, the card is its only child (a section, a list item, a link, a form). */
export function Card({
  className,
  padding,
  shadow,
  asChild = false,
  ...props
}: React.ComponentProps<"div"> & VariantProps<typeof cardVariants> & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : "div";
  return <Comp data-slot="card" className={cardVariants({ padding, shadow, className })} {...props} />;
}

export function CardHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-header" className={cx("grid gap-1.5 px-6", className)} {...props} />;
}

export function CardTitle({ className, ...props }: React.ComponentProps<"h2">) {
  return <h2 data-slot="card-title" className={cx("font-semibold text-lg leading-none", className)} {...props} />;
}

export function CardDescription({ className, ...props }: React.ComponentProps<"p">) {
  return <p data-slot="card-description" className={cx("text-muted-foreground text-sm", className)} {...props} />;
}

export function CardContent({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-content" className={cx("px-6", className)} {...props} />;
}

export function CardFooter({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-footer" className={cx("flex items-center px-6", className)} {...props} />;
}
