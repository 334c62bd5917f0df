import { MILITARY_PLANS, type MilitaryPlanId, planPrice, supportSummary } from "@pm/shared/billing";
import { Crown } from "lucide-react";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { PAYMENT_ERROR, useStartPremiumCheckout } from "../api";
import { PlanCard } from "../plans/plan-options";

/** Sends the militar to the provider's checkout; the button stays busy until the page leaves. */
function SubscribeButton({ again }: { again: boolean }) {
  const checkout = useStartPremiumCheckout();
  const busy = checkout.isPending || checkout.isSuccess;

  const start = async () => {
    if (busy) return;
    try {
      const { url } = await checkout.mutateAsync();
      window.location.assign(url);
    } catch (error) {
      toast.error(errorMessage(error, PAYMENT_ERROR));
    }
  };

  return (
    <Button className="w-full" disabled={busy} onClick={() => void start()}>
      <Crown aria-hidden="true" />
      {busy ? "Redirecionando..." : again ? "Assinar novamente" : "Assinar PREMIUM"}
    </Button>
  );
}

function PlanAction({
  plan,
  current,
  canSubscribe,
  overdue,
}: {
  plan: MilitaryPlanId;
  current: MilitaryPlanId;
  canSubscribe: boolean;
  overdue: boolean;
}) {
  if (plan === current) {
    return (
      <Button variant="secondary" className="w-full" disabled>
        Plano atual
      </Button>
    );
  }
  if (plan === "PREMIUM") {
    return canSubscribe ? <SubscribeButton again={overdue} /> : null;
  }
  // FREE while PREMIUM: reached by cancelling, at the end of the paid period.
  return <p className="text-center text-muted-foreground text-sm">Ao cancelar o PREMIUM, você volta para o FREE.</p>;
}

/** FREE and PREMIUM side by side, with the way to subscribe. */
export function PremiumOffer({
  current,
  canSubscribe,
  overdue,
}: {
  current: MilitaryPlanId;
  canSubscribe: boolean;
  overdue: boolean;
}) {
  return (
    <section aria-labelledby="planos-militar-titulo" className="grid gap-4">
      <div>
        <h2 id="planos-militar-titulo" className="font-semibold text-xl tracking-tight">
          Planos
        </h2>
        <p className="mt-1 text-muted-foreground text-sm">
          Pagamento mensal com cartão, sem fidelidade. Cancele quando quiser.
        </p>
      </div>
      <ul className="grid gap-6 md:grid-cols-2">
        {(["FREE", "PREMIUM"] as const).map((id) => {
          const offer = MILITARY_PLANS[id];
          return (
            <PlanCard
              key={id}
              id={id}
              name={offer.name}
              price={id === "FREE" ? { amount: "R$ 0", period: "", label: "R$ 0" } : planPrice(offer)}
              description={offer.description}
              features={offer.features}
              support={supportSummary(id)}
              current={id === current}
              highlighted={id === "PREMIUM"}
              action={<PlanAction plan={id} current={current} canSubscribe={canSubscribe} overdue={overdue} />}
            />
          );
        })}
      </ul>
    </section>
  );
}
