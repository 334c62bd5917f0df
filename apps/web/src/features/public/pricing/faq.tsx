import { type FaqItem, FaqList } from "@/components/faq-list";

export type { FaqItem };

/** The pricing pages' questions, under a centred title. */
export function Faq({ items, title = "Perguntas frequentes" }: { items: FaqItem[]; title?: string }) {
  return (
    <section aria-labelledby="faq-titulo" className="mx-auto w-full max-w-3xl px-4 py-16 md:px-6">
      <h2 id="faq-titulo" className="text-center font-bold text-2xl tracking-tight md:text-3xl">
        {title}
      </h2>
      <FaqList items={items} className="mt-8" />
    </section>
  );
}
