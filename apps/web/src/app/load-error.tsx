import { Button } from "@/components/ui/button";

export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="flex min-h-svh flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-lg">Não foi possível carregar seus dados. Verifique sua conexão.</p>
      <Button onClick={onRetry}>Tentar novamente</Button>
    </div>
  );
}
