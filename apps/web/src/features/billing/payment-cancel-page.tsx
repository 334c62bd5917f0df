import { CircleSlash } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

export function PaymentCancelPage() {
  return (
    <main className="flex min-h-svh items-center justify-center bg-secondary p-6">
      <div className="w-full max-w-md rounded-xl border bg-card p-8 text-center shadow-sm">
        <CircleSlash className="mx-auto mb-4 size-14 text-muted-foreground" aria-hidden="true" />
        <h1 className="mb-2 font-bold text-2xl">Pagamento cancelado</h1>
        <p className="mb-6 text-muted-foreground">
          Seu cadastro foi salvo, mas é preciso concluir o pagamento do plano para acessar o painel da empresa.
        </p>
        <div className="grid gap-2">
          <Button asChild className="w-full">
            <Link to="/empresa/checkout">Tentar novamente</Link>
          </Button>
          <Button asChild variant="outline" className="w-full">
            <Link to="/auth">Voltar</Link>
          </Button>
        </div>
      </div>
    </main>
  );
}
