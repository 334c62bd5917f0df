import { Trash2 } from "lucide-react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { useConfirmedDelete } from "@/hooks/use-confirmed-delete";
import { toast } from "@/lib/toast";
import { useDeleteJob } from "../api";

const DELETE_ERROR = "Erro ao deletar vaga. Tente novamente.";

/** Asks before deleting: the job goes with its applications and views. */
export function DeleteJobButton({ job, onDeleted }: { job: { id: string; title: string }; onDeleted?: () => void }) {
  const remove = useDeleteJob();
  const { dialog, confirm } = useConfirmedDelete({
    remove: () => remove.mutateAsync(job.id),
    pending: remove.isPending,
    deleted: () => {
      toast.success("Vaga excluída");
      onDeleted?.();
    },
    failed: () => toast.error(DELETE_ERROR),
  });

  return (
    <ConfirmDialog
      {...dialog}
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
