import type { ReactNode } from "react";

/** The top of a pricing page: a short label, the page's only h1, and one sentence of context. */
export function PricingHero({ eyebrow, title, children }: { eyebrow: string; title: string; children: ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-secondary to-background">
      <div className="mx-auto max-w-3xl px-4 pt-12 pb-10 text-center md:px-6 md:pt-16">
        <p className="font-semibold text-primary text-sm uppercase tracking-wide">{eyebrow}</p>
        <h1 className="mt-3 text-balance font-bold text-3xl tracking-tight md:text-5xl">{title}</h1>
        <p className="mt-4 text-pretty text-lg text-muted-foreground">{children}</p>
      </div>
    </section>
  );
}
