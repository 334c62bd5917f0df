import { Pause, Play } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useSetJobActive } from "../api";

export function JobStatusBadge({ active }: { active: boolean }) {
  return <Badge variant={active ? "default" : "secondary"}>{active ? "Ativa" : "Pausada"}</Badge>;
}

/** Pausar or Ativar; an activation the plan's cap refuses shows the server's sentence. */
export function ToggleJobButton({
  job,
  size = "sm",
}: {
  job: { id: string; title: string; active: boolean };
  size?: "sm" | "default";
}) {
  const setActive = useSetJobActive();
  const busy = setActive.isPending;

  const toggle = async () => {
    if (busy) return;
    try {
      const updated = await setActive.mutateAsync({ id: job.id, active: !job.active });
      toast.success(updated.active ? "Vaga ativada" : "Vaga pausada");
    } catch (error) {
      toast.error(
        error instanceof ApiRequestError && error.code === "CONFLICT"
          ? error.message
          : errorMessage(error, "Erro ao alterar status da vaga. Tente novamente."),
      );
    }
  };

  const label = job.active ? "Pausar" : "Ativar";
  return (
    <Button
      variant="outline"
      size={size}
      disabled={busy}
      aria-label={`${label} vaga ${job.title}`}
      onClick={() => void toggle()}
    >
      {job.active ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
      {busy ? (job.active ? "Pausando..." : "Ativando...") : label}
    </Button>
  );
}
