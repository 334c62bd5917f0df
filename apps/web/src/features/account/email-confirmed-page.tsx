import { href } from "@pm/shared/pages";
import { useQueryClient } from "@tanstack/react-query";
import { MailWarning } from "lucide-react";
import { useEffect } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { FullPageSpinner } from "@/components/ui/spinner";
import { broadcastAuthChange } from "@/lib/auth-channel";
import { meQuery } from "@/lib/session";
import { toast } from "@/lib/toast";

/** Only paths inside this site: a crafted link must not send the user elsewhere. */
function safeNext(next: string | null): string {
  return next?.startsWith("/") && !next.startsWith("//") ? next : href("home");
}

/** Where the confirmation link lands: the session is already set, so continue the flow. */
export function EmailConfirmedPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const error = params.get("error");
  const next = safeNext(params.get("next"));

  useEffect(() => {
    if (error) return;
    void queryClient.invalidateQueries({ queryKey: meQuery.queryKey }).then(() => {
      broadcastAuthChange("signed-in");
      toast.success("E-mail confirmado! Sua conta está ativa.");
      navigate(next, { replace: true });
    });
  }, [error, next, navigate, queryClient]);

  if (!error) return <FullPageSpinner />;
  return (
    <main className="flex min-h-svh items-center justify-center p-6">
      <div className="max-w-md text-center">
        <MailWarning className="mx-auto mb-4 size-12 text-warning" aria-hidden="true" />
        <h1 className="mb-2 font-bold text-2xl">Link de confirmação inválido ou expirado</h1>
        <p className="mb-6 text-muted-foreground">
          Entre com seu e-mail e senha: enviaremos um novo link de confirmação para a sua caixa de entrada.
        </p>
        <Button asChild>
          <Link to={href("auth")}>Ir para o login</Link>
        </Button>
      </div>
    </main>
  );
}
