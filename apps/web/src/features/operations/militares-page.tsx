import { operationsMessages as m } from "@pm/shared/operations";
import { href } from "@pm/shared/pages";
import { useInfiniteQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { SearchBox } from "@/components/search-box";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { shortDate } from "@/lib/dates";
import { toast } from "@/lib/toast";
import { militaresQuery, useResendConfirmation } from "./api";
import { ConsoleList, ConsolePage } from "./console-list";
import { VeteranButton } from "./veteran-button";

/**
 * /operacao/militares: find a militar's account; an unconfirmed one gets a new confirmation link;
 * the team confirms a veteran (the community's 'Já fiz a transição') or withdraws it.
 */
export function OperationsMilitaresPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const militares = useInfiniteQuery(militaresQuery(q));
  const rows = militares.data?.pages.flatMap((page) => page.militares) ?? [];
  const resend = useResendConfirmation();

  const onResend = async (id: string) => {
    try {
      const res = await resend.mutateAsync(id);
      toast.success(res.message);
    } catch (error) {
      toast.error(errorMessage(error, "Não foi possível reenviar a confirmação."));
    }
  };

  return (
    <ConsolePage
      title="Militares"
      description={
        <>
          Contas de militares: confira a conta, reenvie a confirmação de e-mail e confirme quem já deixou as Forças (o
          selo 'Já fiz a transição' da Comunidade). As solicitações de titulares ficam em{" "}
          <Link className="underline" to={href("operationsPrivacy")}>
            LGPD
          </Link>
          .
        </>
      }
    >
      <SearchBox
        value={q}
        onChange={(next) => setParams(next ? { q: next } : {}, { replace: true })}
        label="Buscar militares"
        placeholder="Nome ou e-mail"
      />
      <ConsoleList
        list={militares}
        items={rows}
        error="Erro ao carregar militares"
        empty={m.militaresEmpty}
        row={(militar) => (
          <li
            key={militar.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-card p-4 [overflow-wrap:anywhere]"
          >
            <span className="grid min-w-0 gap-0.5">
              <span className="font-semibold">{militar.fullName}</span>
              <span className="text-muted-foreground text-sm">
                {militar.email} · desde {shortDate(militar.createdAt)}
              </span>
            </span>
            <span className="flex flex-wrap items-center gap-2">
              <Badge variant="accent">{militar.plan}</Badge>
              {militar.veteranConfirmed ? <Badge variant="default">Veterano confirmado</Badge> : null}
              {militar.emailVerified ? (
                <Badge variant="secondary">{militar.onboardedAt ? "Perfil completo" : "Perfil incompleto"}</Badge>
              ) : (
                <>
                  <Badge variant="warning">E-mail não confirmado</Badge>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={resend.isPending}
                    onClick={() => void onResend(militar.id)}
                  >
                    Reenviar confirmação
                  </Button>
                </>
              )}
              <VeteranButton userId={militar.id} name={militar.fullName} confirmed={militar.veteranConfirmed} />
            </span>
          </li>
        )}
      />
    </ConsolePage>
  );
}
