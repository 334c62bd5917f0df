import { COMPANY_PLAN_IDS, COMPANY_PLANS, companyPlanOrDefault } from "@pm/shared/billing";
import { formatCents } from "@pm/shared/format";
import { href } from "@pm/shared/pages";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, Check, Lock, LogOut, Mail, MailWarning } from "lucide-react";
import { Link, Navigate, useSearchParams } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FullPageSpinner } from "@/components/ui/spinner";
import { Wordmark } from "@/components/wordmark";
import { errorMessage } from "@/lib/api-client";
import { readPendingCompany } from "@/lib/pending-company";
import { mailto, publicConfig } from "@/lib/public-config";
import { meQuery, useSignOut } from "@/lib/session";
import { toast } from "@/lib/toast";
import { cx } from "@/lib/utils";
import { useStartCheckout } from "./api";
import { CompanyOnlyNotice } from "./company-only-notice";

const PAYMENT_ERROR = "Erro ao processar pagamento. Tente novamente mais tarde.";

function priceLabel(plan: (typeof COMPANY_PLANS)[keyof typeof COMPANY_PLANS]) {
  if (plan.priceCents === null) return "Sob consulta";
  const suffix = plan.period === "month" ? "/mês" : plan.period === "one_time" ? " (pagamento único)" : "";
  return `${formatCents(plan.priceCents)}${suffix}`;
}

/** Parceiro, Plus, Pro and Enterprise side by side: a company may change its mind before paying. */
function PlanSwitcher({ current }: { current: string }) {
  return (
    <nav aria-label="Escolha o plano" className="mb-4 grid grid-cols-2 gap-2 sm:grid-cols-4">
      {COMPANY_PLAN_IDS.map((id) => (
        <Link
          key={id}
          to={href("companyCheckout", {}, { plan: id })}
          replace
          aria-current={id === current ? "page" : undefined}
          className={cx(
            "rounded-md border px-3 py-2 text-center font-medium text-sm transition-colors",
            id === current ? "border-primary bg-primary text-primary-foreground" : "bg-card hover:bg-muted",
          )}
        >
          {COMPANY_PLANS[id].name}
        </Link>
      ))}
    </nav>
  );
}

/**
 * Checkout: a signed-in empresa, or a visitor who has just signed up (pending data in this tab).
 * A visitor with neither goes to /auth; a signed-in militar is told the page is for companies.
 * A signed-in company can switch plans or sign out: it is never stuck here.
 */
export function CheckoutPage() {
  const [params] = useSearchParams();
  const { data: me, isPending } = useQuery(meQuery);
  const checkout = useStartCheckout();
  const signOut = useSignOut();
  const plan = COMPANY_PLANS[companyPlanOrDefault(params.get("plan"))];

  if (isPending) return <FullPageSpinner />;
  const pending = me ? null : readPendingCompany();
  if (!me && !pending) return <Navigate to={href("auth", {}, { type: "empresa" })} replace />;
  if (me && me.profile.role !== "empresa") return <CompanyOnlyNotice role={me.profile.role} />;

  const companyName = me?.company?.name ?? pending?.companyName ?? "";
  const city = me?.company?.city ?? pending?.city;
  const alreadyPaid = me?.company?.paymentStatus === "completed";

  const pay = async () => {
    try {
      const { url } = await checkout.mutateAsync(plan.id);
      window.location.assign(url);
    } catch (error) {
      toast.error(errorMessage(error, PAYMENT_ERROR));
    }
  };

  return (
    <main className="min-h-svh bg-secondary px-4 py-8">
      <div className="mx-auto w-full max-w-xl">
        <div className="mb-6 flex items-center justify-between">
          <Link to={href("home")} aria-label="Próxima Missão, página inicial">
            <Wordmark />
          </Link>
          {me ? (
            <Button variant="ghost" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
              <LogOut aria-hidden="true" />
              Sair
            </Button>
          ) : (
            <Button asChild variant="ghost">
              <Link to={href("auth", {}, { type: "empresa" })}>
                <ArrowLeft aria-hidden="true" />
                Voltar
              </Link>
            </Button>
          )}
        </div>
        <h1 className="mb-2 font-bold text-2xl tracking-tight">Finalize sua assinatura</h1>
        <p className="mb-6 text-muted-foreground">
          Depois do pagamento, o painel da sua empresa fica disponível na hora.
        </p>

        {alreadyPaid ? null : <PlanSwitcher current={plan.id} />}

        {!me ? (
          <div role="alert" className="mb-6 flex gap-3 rounded-lg border border-warning bg-warning/15 p-4 text-sm">
            <MailWarning className="size-5 shrink-0" aria-hidden="true" />
            <p>
              <strong className="block">Confirme seu email para ativar a conta</strong>
              Enviamos um link para {pending?.email}. Ao confirmar, você volta para esta página já conectado para
              concluir o pagamento.
            </p>
          </div>
        ) : null}

        <Card padding="parts">
          <CardHeader>
            <div className="flex items-center justify-between gap-2">
              <CardTitle>Plano {plan.name}</CardTitle>
              {plan.highlighted ? <Badge variant="accent">Mais recomendado</Badge> : null}
            </div>
            <CardDescription>{plan.description}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-6">
            <p className="font-bold text-3xl">{priceLabel(plan)}</p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted-foreground">Empresa</dt>
              <dd className="font-medium">{companyName}</dd>
              <dt className="text-muted-foreground">Cidade</dt>
              <dd className="font-medium">{city || "Não informada"}</dd>
            </dl>
            <ul className="grid gap-2 text-sm">
              {plan.features.map((f) => (
                <li key={f} className="flex gap-2">
                  <Check className="size-4 shrink-0 text-primary" aria-hidden="true" />
                  {f}
                </li>
              ))}
            </ul>
            {!plan.selfService ? (
              <a
                className={buttonVariants({ size: "lg", className: "w-full" })}
                href={mailto(
                  publicConfig.salesEmail,
                  "Interesse no plano Enterprise",
                  `Olá! Gostaria de conhecer o plano Enterprise para a empresa ${companyName}.`,
                )}
              >
                <Mail aria-hidden="true" />
                Falar com Vendas
              </a>
            ) : alreadyPaid ? (
              <Button asChild size="lg" className="w-full">
                <Link to={href("companyDashboard")}>Seu plano está ativo: acessar o painel</Link>
              </Button>
            ) : (
              <Button size="lg" className="w-full" disabled={!me || checkout.isPending} onClick={() => void pay()}>
                <Lock aria-hidden="true" />
                {checkout.isPending ? "Redirecionando..." : "Ir para o pagamento"}
              </Button>
            )}
          </CardContent>
        </Card>
      </div>
    </main>
  );
}
