import { ChevronDown } from "lucide-react";

export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * Questions as native <details>: they open without JavaScript, so the prerendered page works
 * before hydration and nothing moves when it hydrates.
 */
export function Faq({ items, title = "Perguntas frequentes" }: { items: FaqItem[]; title?: string }) {
  return (
    <section aria-labelledby="faq-titulo" className="mx-auto w-full max-w-3xl px-4 py-16 md:px-6">
      <h2 id="faq-titulo" className="text-center font-bold text-2xl tracking-tight md:text-3xl">
        {title}
      </h2>
      <div className="mt-8 divide-y rounded-xl border bg-card">
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
      </div>
    </section>
  );
}
