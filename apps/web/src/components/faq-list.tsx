import { ChevronDown } from "lucide-react";
import { Card } from "@/components/ui/card";
import { cx } from "@/lib/utils";

export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * Questions as native <details>: keyboard and screen readers handle them, and they open without
 * JavaScript, so a prerendered page works before hydration and nothing moves when it hydrates.
 */
export function FaqList({ items, className }: { items: FaqItem[]; className?: string }) {
  return (
    <Card padding="none" shadow={false} className={cx("divide-y", className)}>
      {items.map((item) => (
        <details key={item.question} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 [&::-webkit-details-marker]:hidden">
            {item.question}
            <ChevronDown
              className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <p className="px-5 pb-5 text-muted-foreground leading-relaxed">{item.answer}</p>
        </details>
      ))}
    </Card>
  );
}
