import { ChevronDown, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** A topic of the help center: an h2 with its groups, reachable from the page's index by anchor. */
export function FaqSection({
  id,
  icon: Icon,
  title,
  description,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    // scroll-mt keeps the heading clear of the sticky header when reached through an anchor.
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
      <div className="mb-8 flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground">
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <div>
          <h2 id={`${id}-title`} className="font-bold text-2xl tracking-tight md:text-3xl">
            {title}
          </h2>
          <p className="mt-1 text-muted-foreground">{description}</p>
        </div>
      </div>
      <div className="space-y-10">{children}</div>
    </section>
  );
}

export function FaqGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="mb-3 font-semibold text-lg">{title}</h3>
      <div className="space-y-3">{children}</div>
    </div>
  );
}

/**
 * One question. Native <details> opens with a click, Enter or Space and works before (and
 * without) hydration, which a prerendered page needs.
 */
export function FaqItem({ question, children }: { question: string; children: ReactNode }) {
  return (
    <details className="group rounded-lg border bg-card shadow-xs open:shadow-sm">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-lg px-4 py-4 font-medium hover:bg-muted/60 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 [&::-webkit-details-marker]:hidden">
        <span>{question}</span>
        <ChevronDown
          className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180 motion-reduce:transition-none"
          aria-hidden="true"
        />
      </summary>
      <div className="space-y-3 break-words px-4 pt-1 pb-5 text-muted-foreground leading-relaxed [&_li]:ml-5 [&_ul]:list-disc [&_ul]:space-y-1">
        {children}
      </div>
    </details>
  );
}

const LINK_CLASS =
  "rounded-sm font-medium text-primary underline underline-offset-4 hover:text-primary/80 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50";

/** A link inside an answer: underlined so it stands out from the surrounding text without color. */
export function AnswerLink({ to, children }: { to: string; children: ReactNode }) {
  if (to.startsWith("mailto:")) {
    return (
      <a href={to} className={LINK_CLASS}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={LINK_CLASS}>
      {children}
    </Link>
  );
}

/** "A, B e C" in Portuguese. */
export function joinPt(items: readonly string[], conjunction: "e" | "ou" = "e"): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${items[items.length - 1]}`;
}
