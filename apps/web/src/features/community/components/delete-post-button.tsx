import { Trash2Icon } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";

/**
 * 'Excluir' on the author's own question or answer, behind a confirmation. Deletes once (not again
 * while pending), closes the dialog either way and says the API's message.
 */
export function DeletePostButton({
  noun,
  title,
  description,
  remove,
  pending,
  failMessage,
  goneIsDeleted = false,
  onDeleted,
}: {
  /** What is deleted ("resposta"): read after 'Excluir' by screen readers, as several may be on the page. */
  noun: string;
  title: string;
  description: string;
  remove: () => Promise<{ message: string }>;
  pending: boolean;
  /** Said when the deletion fails without a message of the API's. */
  failMessage: string;
  /** A 404 (deleted in another tab) says nothing: the refreshed page no longer shows the post. */
  goneIsDeleted?: boolean;
  onDeleted?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const confirm = async () => {
    if (pending) return;
    try {
      const res = await remove();
      setOpen(false);
      toast.success(res.message);
      onDeleted?.();
    } catch (error) {
      setOpen(false);
      if (goneIsDeleted && error instanceof ApiRequestError && error.status === 404) return;
      toast.error(errorMessage(error, failMessage));
    }
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      pending={pending}
      trigger={
        <Button variant="ghost" size="sm" className="text-muted-foreground">
          <Trash2Icon aria-hidden="true" />
          Excluir<span className="sr-only"> {noun}</span>
        </Button>
      }
      title={title}
      description={description}
      cancelLabel="Cancelar"
      confirmLabel="Excluir"
      pendingLabel="Excluindo..."
      destructive
      onConfirm={confirm}
    />
  );
}
