import { homePathFor, type Role } from "@pm/shared/account";
import { Building2 } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useSignOut } from "@/lib/session";
import { ResultCard } from "./result-card";

/**
 * What a signed-in militar sees on a company payment page (a link shared by a colleague, a
 * bookmark): what the page is for, and the way back to their own area or out.
 */
export function CompanyOnlyNotice({ role }: { role: Role }) {
  const signOut = useSignOut();
  return (
    <ResultCard
      icon={Building2}
      iconClassName="text-muted-foreground"
      title="Esta página é para empresas"
      actions={
        <>
          <Button asChild className="w-full">
            <Link to={homePathFor(role)}>Ir para o meu painel</Link>
          </Button>
          <Button variant="outline" className="w-full" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
            Sair e entrar como empresa
          </Button>
        </>
      }
    >
      <p className="text-muted-foreground">
        Aqui uma empresa paga o plano para publicar vagas. Você entrou com uma conta de militar, que não tem pagamento
        de empresa a fazer.
      </p>
    </ResultCard>
  );
}
