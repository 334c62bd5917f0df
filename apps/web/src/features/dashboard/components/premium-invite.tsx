import { MILITARY_PLAN_TERMS, planPrice } from "@pm/shared/billing.constants";
import { href } from "@pm/shared/pages";
import { CrownIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { clearPremiumIntent, hasPremiumIntent } from "@/lib/premium-intent";

/**
 * For a militar who chose PREMIUM at sign-up and is still FREE: the way to the checkout, once.
 * 'Agora não' forgets the choice; becoming PREMIUM does too.
 */
export function PremiumInvite({ email, plan }: { email: string | undefined; plan: "FREE" | "PREMIUM" | undefined }) {
  const [dismissed, setDismissed] = useState(false);
  const wanted = !dismissed && hasPremiumIntent(email);

  useEffect(() => {
    if (plan === "PREMIUM" && wanted) {
      clearPremiumIntent();
      setDismissed(true);
    }
  }, [plan, wanted]);

  if (!wanted || plan !== "FREE") return null;
  const dismiss = () => {
    clearPremiumIntent();
    setDismissed(true);
  };

  return (
    <section
      aria-labelledby="convite-premium-titulo"
      className="flex flex-col gap-4 rounded-xl border border-accent bg-accent/10 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <CrownIcon className="size-4" aria-hidden="true" />
        </span>
        <div className="grid gap-1">
          <h2 id="convite-premium-titulo" className="font-semibold">
            Você escolheu o plano PREMIUM
          </h2>
          <p className="text-muted-foreground text-sm">
            Assine por {planPrice(MILITARY_PLAN_TERMS.PREMIUM).label} e candidate-se a quantas vagas quiser.
          </p>
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="ghost" onClick={dismiss}>
          Agora não
        </Button>
        <Button asChild>
          <Link to={href("militaryPayments")}>Assinar PREMIUM</Link>
        </Button>
      </div>
    </section>
  );
}
