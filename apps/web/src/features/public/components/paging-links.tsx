import { ArrowLeft, ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

/**
 * 'Primeira página' and 'Próxima página' of a keyset-paged public list, as links (they work
 * without JavaScript); nothing on a list that fits one page.
 */
export function PagingLinks({ label, first, next }: { label: string; first: string | null; next: string | null }) {
  if (!first && !next) return null;
  return (
    <nav aria-label={label} className="mt-8 flex flex-wrap justify-between gap-3">
      {first ? (
        <Button asChild variant="outline">
          <Link to={first}>
            <ArrowLeft aria-hidden="true" />
            Primeira página
          </Link>
        </Button>
      ) : (
        <span />
      )}
      {next ? (
        <Button asChild variant="outline">
          <Link to={next}>
            Próxima página
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      ) : null}
    </nav>
  );
}
