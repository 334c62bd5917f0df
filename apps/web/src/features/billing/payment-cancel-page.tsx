import { CircleSlash } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { ResultCard } from "./result-card";

export function PaymentCancelPage() {
  return (
    <ResultCard
      icon={CircleSlash}
      iconClassName="text-muted-foreground"
      title="Pagamento cancelado"
      actions={
        <>
          <Button asChild className="w-full">
            <Link to="/empresa/checkout">Tentar novamente</Link>
          </Button>
          <Button asChild variant="outline" className="w-full">
            <Link to="/auth">Voltar</Link>
          </Button>
        </>
      }
    >
      <p className="text-muted-foreground">
        Seu cadastro foi salvo, mas é preciso concluir o pagamento do plano para acessar o painel da empresa.
      </p>
    </ResultCard>
  );
}
