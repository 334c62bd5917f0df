import { ConfirmDialog } from "@/components/confirm-dialog";

/**
 * The API found what looks like a CPF or a phone number in a post: its message, then 'Revisar
 * texto' (back to the text, as typed) or 'Publicar mesmo assim' (the same text, confirmed).
 */
export function PersonalDataDialog({
  message,
  pending,
  onReview,
  onConfirm,
}: {
  /** The API's message; the dialog is open while there is one. */
  message: string | null;
  pending: boolean;
  onReview: () => void;
  onConfirm: () => unknown;
}) {
  return (
    <ConfirmDialog
      open={message !== null}
      onOpenChange={(open) => {
        if (!open) onReview();
      }}
      pending={pending}
      title="Publicar com dados pessoais?"
      description={message ?? ""}
      cancelLabel="Revisar texto"
      confirmLabel="Publicar mesmo assim"
      pendingLabel="Publicando..."
      onConfirm={onConfirm}
    />
  );
}
