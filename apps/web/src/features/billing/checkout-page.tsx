import { COMPANY_PLANS, isCompanyPlanId } from "@pm/shared/plans";
import { useQuery } from "@tanstack/react-query";
import { Navigate, useSearchParams } from "react-router";
import { FullPageSpinner } from "@/components/ui/spinner";
import { meQuery } from "@/features/auth/api";
import { readPendingCompany } from "@/lib/pending-company";

/**
 * Checkout: a signed-in empresa, or a visitor who has just signed up (pending data in this tab).
 * Anyone else goes to /auth; a signed-in user of another role sees nothing.
 */
export function CheckoutPage() {
  const [params] = useSearchParams();
  const { data: me, isPending } = useQuery(meQuery);
  const requested = params.get("plan");
  const plan = COMPANY_PLANS[isCompanyPlanId(requested) ? requested : "parceiro"];

  if (isPending) return <FullPageSpinner />;
  const pending = me ? null : readPendingCompany();
  if (!me && !pending) return <Navigate to="/auth?type=empresa" replace />;
  if (me && me.profile.role !== "empresa") return null;

  const companyName = me?.company?.name ?? pending?.companyName;
  return (
    <main className="mx-auto flex min-h-svh w-full max-w-xl flex-col gap-4 p-6">
      <h1 className="font-bold text-2xl">Finalizar assinatura</h1>
      <p>
        Plano <strong>{plan.name}</strong>
        {companyName ? ` para ${companyName}` : ""}
      </p>
      {!me ? (
        <p role="alert" className="rounded-md border border-warning bg-warning/15 p-3 text-sm">
          Confirme seu email para ativar a conta
        </p>
      ) : null}
    </main>
  );
}
