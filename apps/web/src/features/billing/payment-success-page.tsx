import { companyPlanName } from "@pm/shared/billing";
import { href } from "@pm/shared/pages";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, XCircle } from "lucide-react";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { FullPageSpinner, Spinner } from "@/components/ui/spinner";
import { meQuery } from "@/lib/session";
import { toast } from "@/lib/toast";
import { verifyPaymentQuery } from "./api";
import { CompanyOnlyNotice } from "./company-only-notice";
import { ResultCard } from "./result-card";

/** A provider's webhook can trail the buyer's return by a few seconds: ask again before giving up. */
const VERIFY_ATTEMPTS = 6;
const VERIFY_INTERVAL_MS = 1500;

export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sessionId = params.get("session_id") ?? "";
  const { data: me, isPending: mePending } = useQuery(meQuery);
  const verify = useQuery({
    ...verifyPaymentQuery(sessionId),
    enabled: Boolean(me?.profile.role === "empresa" && sessionId),
    refetchInterval: (q) =>
      q.state.data?.paid === false && q.state.dataUpdateCount < VERIFY_ATTEMPTS ? VERIFY_INTERVAL_MS : false,
  });

  if (mePending) return <FullPageSpinner />;
  if (!me) return <Navigate to={href("auth", {}, { type: "empresa" })} replace />;
  if (me.profile.role !== "empresa") return <CompanyOnlyNotice role={me.profile.role} />;

  const attempts = queryClient.getQueryState(verifyPaymentQuery(sessionId).queryKey)?.dataUpdateCount ?? 0;
  const stillTrying = verify.data?.paid === false && attempts < VERIFY_ATTEMPTS;
  if (sessionId && (verify.isPending || stillTrying)) {
    return (
      <main className="flex min-h-svh flex-col items-center justify-center gap-4 p-6 text-center">
        <Spinner size="lg" label="Verificando pagamento..." />
        <p className="text-muted-foreground">Verificando seu pagamento...</p>
      </main>
    );
  }

  const enter = async () => {
    await queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
    toast.success("Pagamento confirmado! Bem-vindo ao dashboard.");
    navigate(href("companyDashboard"));
  };

  if (verify.data?.paid) {
    return (
      <ResultCard
        icon={CheckCircle2}
        iconClassName="text-success"
        title="Pagamento confirmado!"
        actions={
          <Button size="lg" className="w-full" onClick={() => void enter()}>
            Acessar Dashboard
          </Button>
        }
      >
        <p className="mb-1">{verify.data.companyName}</p>
        <p className="text-muted-foreground">Plano {companyPlanName(verify.data.plan)}</p>
      </ResultCard>
    );
  }

  return (
    <ResultCard
      icon={XCircle}
      iconClassName="text-destructive"
      title="Pagamento não confirmado"
      actions={
        <Button asChild variant="outline" className="w-full">
          <Link to={href("auth")}>Voltar</Link>
        </Button>
      }
    >
      <p className="text-muted-foreground">
        {verify.isError ? (
          "Erro ao verificar pagamento. Tente novamente em instantes."
        ) : (
          <>
            Pagamento não confirmado.{" "}
            <Link to={href("companySupport")} className="font-medium text-foreground underline underline-offset-4">
              Entre em contato com o suporte
            </Link>
            .
          </>
        )}
      </p>
    </ResultCard>
  );
}
