import { href } from "@pm/shared/pages";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { meQuery } from "@/lib/session";

/**
 * The partner's benefit pages: the link back to the offers (not for the cashier, whose only page is
 * the till), the page's title and what it is for.
 */
export function PartnerPageHeader({ title, description }: { title: string; description?: ReactNode }) {
  const { data: me } = useQuery(meQuery);
  return (
    <div className="grid gap-3">
      {me?.companyRole === "caixa" ? null : (
        <Link
          to={href("companyOffers")}
          className="inline-flex w-fit items-center gap-1 rounded-sm text-muted-foreground text-sm hover:text-foreground focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Voltar para benefícios
        </Link>
      )}
      <div className="grid min-w-0 gap-1">
        <h1 className="font-bold text-2xl tracking-tight wrap-anywhere md:text-3xl">{title}</h1>
        {description ? <p className="text-muted-foreground wrap-anywhere">{description}</p> : null}
      </div>
    </div>
  );
}
