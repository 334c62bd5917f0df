import { href } from "@pm/shared/pages";
import { useQuery } from "@tanstack/react-query";
import { CircleSlash } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { FullPageSpinner } from "@/components/ui/spinner";
import { meQuery, useSignOut } from "@/lib/session";
import { CompanyOnlyNotice } from "./company-only-notice";
import { ResultCard } from "./result-card";

export function PaymentCancelPage() {
  const { data: me, isPending } = useQuery(meQuery);
  const signOut = useSignOut();
  if (isPending) return <FullPageSpinner />;
  if (me && me.profile.role !== "empresa") return <CompanyOnlyNotice role={me.profile.role} />;
  return (
    <ResultCard
      icon={CircleSlash}
      iconClassName="text-muted-foreground"
      title="Pagamento cancelado"
      actions={
        <>
          <Button asChild className="w-full">
            <Link to={href("companyCheckout")}>Tentar novamente</Link>
          </Button>
          {me ? (
            // Signed in and unpaid, /auth would only send the company back to checkout.
            <Button variant="outline" className="w-full" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
              Sair
            </Button>
          ) : (
            <Button asChild variant="outline" className="w-full">
              <Link to={href("auth", {}, { type: "empresa" })}>Voltar</Link>
            </Button>
          )}
        </>
      }
    >
      <p className="text-muted-foreground">
        Seu cadastro foi salvo, mas é preciso concluir o pagamento do plano para acessar o painel da empresa.
      </p>
    </ResultCard>
  );
}
