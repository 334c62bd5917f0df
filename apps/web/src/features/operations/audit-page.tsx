import { operationsMessages as m } from "@pm/shared/operations";
import { href } from "@pm/shared/pages";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { PagedList } from "@/components/paged-list";
import { auditQuery } from "./api";
import { AuditList } from "./audit-list";
import { ConsolePage } from "./console-list";

/** /operacao/auditoria: the platform's latest console actions. */
export function OperationsAuditPage() {
  const audit = useQuery(auditQuery);
  return (
    <ConsolePage
      narrow
      title="Auditoria"
      description={
        <>
          As 100 ações mais recentes do console, com quem as fez e os valores antes e depois. O histórico de cada
          empresa está na{" "}
          <Link to={href("operationsCompanies")} className="text-primary underline underline-offset-4">
            página dela
          </Link>
          .
        </>
      }
    >
      <PagedList
        list={audit}
        items={audit.data?.entries ?? []}
        skeleton={{ rows: 1, row: "h-40 w-full" }}
        error={{ message: "Erro ao carregar a auditoria" }}
        empty={<p className="text-muted-foreground text-sm">{m.auditEmpty}</p>}
      >
        {(entries) => <AuditList entries={entries} showTarget />}
      </PagedList>
    </ConsolePage>
  );
}
