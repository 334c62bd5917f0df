import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { LoadError } from "@/components/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { auditQuery } from "./api";
import { AuditList } from "./audit-list";

/** /operacao/auditoria: the platform's latest console actions. */
export function OperationsAuditPage() {
  const audit = useQuery(auditQuery);
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 p-4 md:p-8">
      <div>
        <h1 className="font-bold text-2xl tracking-tight md:text-3xl">Auditoria</h1>
        <p className="mt-1 text-muted-foreground">
          As 100 ações mais recentes do console, com quem as fez e os valores antes e depois. O histórico de cada
          empresa está na{" "}
          <Link to="/operacao/empresas" className="text-primary underline underline-offset-4">
            página dela
          </Link>
          .
        </p>
      </div>
      {audit.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : audit.isError ? (
        <LoadError message="Erro ao carregar a auditoria" query={audit} />
      ) : (
        <AuditList entries={audit.data.entries} showTarget />
      )}
    </div>
  );
}
