import { Search } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { Button } from "@/components/ui/button";

/**
 * A public search's opening: the eyebrow, the title, the lead and the GET form (its fields, then
 * "Buscar", which waits while the search loads), so it works without JavaScript.
 */
export function SearchHero({
  eyebrow,
  title,
  lead,
  action,
  label,
  formClassName,
  loading,
  children,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  /** Where the form goes (the page's own address). */
  action: string;
  /** The search landmark's name. */
  label: string;
  /** The form's grid. */
  formClassName: string;
  loading: boolean;
  children: ReactNode;
}) {
  const { search } = useLocation();
  return (
    <section className="border-b bg-gradient-to-b from-secondary to-background">
      <div className="mx-auto max-w-6xl px-4 py-12 md:px-6 md:py-16">
        <p className="mb-3 font-semibold text-primary text-sm uppercase tracking-wider">{eyebrow}</p>
        <h1 className="text-balance font-bold text-4xl tracking-tight md:text-5xl">{title}</h1>
        <p className="mt-4 max-w-2xl text-pretty text-lg text-muted-foreground leading-relaxed">{lead}</p>
        {/* Remounted with the address, so its fields show the search the page shows. */}
        <Form
          key={search}
          method="get"
          action={action}
          role="search"
          aria-label={label}
          className={`mt-8 grid gap-4 rounded-xl border bg-card p-4 shadow-sm ${formClassName}`}
        >
          {children}
          <Button type="submit" disabled={loading}>
            <Search aria-hidden="true" />
            Buscar
          </Button>
        </Form>
      </div>
    </section>
  );
}

/** A public search that found nothing: what was not found and what to try. */
export function SearchEmpty({ title, hint }: { title: string; hint: string }) {
  return (
    <div role="status" className="rounded-xl border border-dashed p-8 text-center">
      <p className="font-medium">{title}</p>
      <p className="mt-1 text-muted-foreground text-sm">{hint}</p>
    </div>
  );
}

/**
 * A public search's results: the heading ("Resultado da busca" while filtered, with "Limpar
 * filtros"), the results, dimmed and busy while the next search loads, and the page links.
 */
export function SearchResults({
  id,
  title,
  filtered,
  clearTo,
  loading,
  paging,
  children,
}: {
  id: string;
  /** The heading when nothing is filtered. */
  title: string;
  filtered: boolean;
  clearTo: string;
  loading: boolean;
  paging: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 py-10 md:px-6">
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={id} className="font-semibold text-xl">
          {filtered ? "Resultado da busca" : title}
        </h2>
        {filtered ? (
          <Link to={clearTo} className="font-medium text-primary text-sm underline underline-offset-4">
            Limpar filtros
          </Link>
        ) : null}
      </div>
      <div aria-busy={loading} className={loading ? "opacity-60 transition-opacity" : undefined}>
        {children}
      </div>
      {paging}
    </section>
  );
}
