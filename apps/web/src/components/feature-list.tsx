import { Check } from "lucide-react";
import { cx } from "@/lib/utils";

/** A plan's features, each with a check mark, named by the plan's heading. */
export function FeatureList({
  features,
  labelledBy,
  className,
  itemClassName,
}: {
  features: readonly string[];
  labelledBy: string;
  className?: string;
  itemClassName?: string;
}) {
  return (
    <ul aria-labelledby={labelledBy} className={cx("text-sm", className)}>
      {features.map((feature) => (
        <li key={feature} className={cx("flex", itemClassName)}>
          <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}
