import { LifeBuoy } from "lucide-react";
import type { ReactNode } from "react";
import { FeatureList } from "@/components/feature-list";
import { Card } from "@/components/ui/card";
import { cx } from "@/lib/utils";

/**
 * One plan: name, price, description, features and its call to action. Cards in a grid stretch to
 * the same height and keep the button at the bottom so the actions line up across plans.
 */
export function PlanCard({
  id,
  name,
  price,
  description,
  features,
  action,
  badge,
  support,
  highlighted = false,
}: {
  /** Used for the heading id, so the card's list can be named by it. */
  id: string;
  name: string;
  price: ReactNode;
  description: string;
  features: string[];
  action: ReactNode;
  badge?: string;
  /** How the plan is supported and how soon (supportSummary), under its features. */
  support?: string;
  highlighted?: boolean;
}) {
  const headingId = `plano-${id}`;
  return (
    <Card
      data-plan={id}
      padding="lg"
      shadow={!highlighted}
      className={cx(
        "relative flex h-full flex-col text-card-foreground",
        highlighted && "border-accent shadow-md ring-2 ring-accent",
      )}
    >
      <h2 id={headingId} className="font-semibold text-lg tracking-tight">
        {name}
      </h2>
      {badge ? (
        // After the name in reading order, drawn on the top border like a tab; the card's padding leaves it room.
        <p className="-top-3 absolute left-6 rounded-full bg-accent px-3 py-1 font-semibold text-accent-foreground text-xs shadow-sm">
          {badge}
        </p>
      ) : null}
      <div className="mt-3">{price}</div>
      <p className="mt-3 text-muted-foreground text-sm">{description}</p>
      <FeatureList
        features={features}
        labelledBy={headingId}
        className="mt-6 flex-1 space-y-3"
        itemClassName="gap-2.5"
      />
      {support ? (
        <p className="mt-6 flex gap-2 border-t pt-4 text-muted-foreground text-sm">
          <LifeBuoy className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          {support}
        </p>
      ) : null}
      <div className="mt-8">{action}</div>
    </Card>
  );
}
