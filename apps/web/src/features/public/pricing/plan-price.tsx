import { type BillingPeriod, planPrice } from "@pm/shared/billing";
import { cx } from "@/lib/utils";

/** The amount large, its period small beside it; one text run so screen readers read it whole. */
export function PlanPrice({
  plan,
  className,
}: {
  plan: { priceCents: number | null; period: BillingPeriod };
  className?: string;
}) {
  const price = planPrice(plan);
  const custom = price.period === "";
  return (
    // The minimum height is one line of the large amount, so a custom price ("Sob consulta"), set
    // smaller to fit a narrow card on one line, keeps the descriptions of all cards aligned.
    <p className={cx("flex min-h-9 flex-wrap items-baseline gap-x-1.5 md:min-h-10", className)}>
      <span
        className={cx(
          "font-bold text-foreground tracking-tight",
          custom ? "text-2xl md:text-3xl lg:text-2xl" : "text-3xl md:text-4xl",
        )}
      >
        {price.amount}
      </span>
      {price.period ? <span className="text-muted-foreground text-sm">{price.period}</span> : null}
    </p>
  );
}
