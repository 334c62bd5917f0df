import { companyPlanName } from "@pm/shared/billing";
import { operationsMessages as m } from "@pm/shared/operations";
import { useInfiniteQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { LoadError } from "@/components/load-error";
import { SearchBox } from "@/components/search-box";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { shortDate } from "@/lib/dates";
import { companiesQuery } from "./api";
import { PAYMENT_STATUS_LABELS } from "./labels";
import { LoadMore } from "./load-more";

/** /operacao/empresas: the companies, searched by name, owner's e-mail or CNPJ. */
export function OperationsCompaniesPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const companies = useInfiniteQuery(companiesQuery(q));
  const rows = companies.data?.pages.flatMap((page) => page.companies) ?? [];

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 p-4 md:p-8">
      <div>
        <h1 className="font-bold text-2xl tracking-tight md:text-3xl">Empresas</h1>
        <p className="mt-1 text-muted-foreground">Planos, pagamentos, contratos Enterprise e suspensões.</p>
      </div>
      <SearchBox
        value={q}
        onChange={(next) => setParams(next ? { q: next } : {}, { replace: true })}
        label="Buscar empresas"
        placeholder="Nome, e-mail do responsável ou CNPJ"
      />
      {companies.isPending ? (
        <div className="grid gap-2" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </div>
      ) : companies.isError ? (
        <LoadError
          message="Erro ao carregar empresas"
          hint="Verifique sua conexão e tente novamente."
          query={companies}
        />
      ) : rows.length === 0 ? (
        <Card className="p-8 text-center text-muted-foreground">{m.companiesEmpty}</Card>
      ) : (
        <ul className="grid gap-2">
          {rows.map((company) => (
            <li key={company.id}>
              <Link
                to={`/operacao/empresas/${company.id}`}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-card p-4 outline-none transition-colors hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <span className="grid min-w-0 gap-0.5">
                  <span className="truncate font-semibold">{company.name}</span>
                  <span className="truncate text-muted-foreground text-sm">
                    {company.email}
                    {company.cnpj ? ` · CNPJ ${company.cnpj}` : ""} · desde {shortDate(company.createdAt)}
                  </span>
                </span>
                <span className="flex flex-wrap gap-2">
                  <Badge variant="accent">{companyPlanName(company.plan)}</Badge>
                  <Badge variant={company.paymentStatus === "completed" ? "secondary" : "warning"}>
                    {PAYMENT_STATUS_LABELS[company.paymentStatus]}
                  </Badge>
                  {company.suspendedAt ? <Badge variant="destructive">Suspensa</Badge> : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <LoadMore list={companies} />
    </div>
  );
}
