import { Button } from "@/components/ui/button";
import { useSignOut } from "@/lib/session";

/**
 * What a company account sees in place of the workspace when its team cannot open it: removed from
 * the team, or a member while the company's plan awaits its Administrador's payment.
 */
export function TeamNotice({ title, message }: { title: string; message: string }) {
  const signOut = useSignOut();
  return (
    <main className="mx-auto flex min-h-svh max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="font-bold text-2xl tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{message}</p>
      <Button variant="outline" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
        Sair
      </Button>
    </main>
  );
}
