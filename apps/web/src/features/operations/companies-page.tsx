import { companyPlanName } from "@pm/shared/billing";
import { operationsMessages as m } from "@pm/shared/operations";
import { href } from "@pm/shared/pages";
import { useInfiniteQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { SearchBox } from "@/components/search-box";
import { Badge } from "@/components/ui/badge";
import { shortDate } from "@/lib/dates";
import { companiesQuery } from "./api";
import { ConsoleList, ConsolePage } from "./console-list";
import { PAYMENT_STATUS_LABELS } from "./labels";

/** /operacao/empresas: the companies, searched by name, owner's e-mail or CNPJ. */
export function OperationsCompaniesPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const companies = useInfiniteQuery(companiesQuery(q));
  const rows = companies.data?.pages.flatMap((page) => page.companies) ?? [];

  return (
    <ConsolePage title="Empresas" description="Planos, pagamentos, contratos Enterprise e suspensões.">
      <SearchBox
        value={q}
        onChange={(next) => setParams(next ? { q: next } : {}, { replace: true })}
        label="Buscar empresas"
        placeholder="Nome, e-mail do responsável ou CNPJ"
      />
      <ConsoleList
        list={companies}
        items={rows}
        skeleton={{ className: "grid gap-2", row: "h-16 w-full" }}
        error="Erro ao carregar empresas"
        hint="Verifique sua conexão e tente novamente."
        empty={m.companiesEmpty}
        row={(company) => (
          <li key={company.id}>
            <Link
              to={href("operationsCompany", { id: company.id })}
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
        )}
      />
    </ConsolePage>
  );
}
