import { Trash2 } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { ApiRequestError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useDeleteJob } from "../api";

const DELETE_ERROR = "Erro ao deletar vaga. Tente novamente.";

/** Asks before deleting: the job goes with its applications and views. */
export function DeleteJobButton({ job, onDeleted }: { job: { id: string; title: string }; onDeleted?: () => void }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteJob();

  const confirm = async () => {
    if (remove.isPending) return;
    try {
      await remove.mutateAsync(job.id);
      setOpen(false);
      toast.success("Vaga excluída");
      onDeleted?.();
    } catch (error) {
      // Already gone (deleted in another tab): the list refreshes and nothing is left to do.
      if (error instanceof ApiRequestError && error.status === 404) {
        setOpen(false);
        toast.success("Vaga excluída");
        onDeleted?.();
        return;
      }
      toast.error(DELETE_ERROR);
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      pending={remove.isPending}
      trigger={
        <Button variant="ghost" size="icon-sm" aria-label={`Excluir vaga ${job.title}`} title="Excluir vaga">
          <Trash2 aria-hidden="true" className="text-destructive" />
        </Button>
      }
      title="Tem certeza que deseja excluir esta vaga?"
      description={
        <>
          A vaga “{job.title}” será removida junto com as candidaturas e visualizações dela. Esta ação não pode ser
          desfeita.
        </>
      }
      cancelLabel="Cancelar"
      confirmLabel="Excluir vaga"
      pendingLabel="Excluindo..."
      destructive
      onConfirm={confirm}
    />
  );
}
