import { OFFER_STATUS_LABELS, type OfferStatus } from "@pm/shared/benefits";
import { href } from "@pm/shared/pages";
import { Pause, Pencil, Play, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useConfirmedDelete } from "@/hooks/use-confirmed-delete";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useDeleteOffer, usePauseOffer } from "../api";

type OfferRef = { id: string; title: string };

const STATUS_VARIANTS = {
  ativa: "default",
  agendada: "accent",
  pausada: "secondary",
  expirada: "outline",
} as const satisfies Record<OfferStatus, string>;

export function OfferStatusBadge({ status }: { status: OfferStatus }) {
  return <Badge variant={STATUS_VARIANTS[status]}>{OFFER_STATUS_LABELS[status]}</Badge>;
}

/** 'Editar', to the offer's edit page. */
export function EditOfferLink({ offer }: { offer: OfferRef }) {
  return (
    <Button variant="outline" size="sm" asChild>
      <Link to={href("companyEditOffer", { id: offer.id })} aria-label={`Editar benefício ${offer.title}`}>
        <Pencil aria-hidden="true" />
        Editar
      </Link>
    </Button>
  );
}

/** Pausar takes the offer out of the catalogue; Reativar puts it back. */
export function PauseOfferButton({ offer }: { offer: OfferRef & { paused: boolean } }) {
  const pause = usePauseOffer();
  const busy = pause.isPending;

  const toggle = async () => {
    if (busy) return;
    try {
      const updated = await pause.mutateAsync({ id: offer.id, paused: !offer.paused });
      toast.success(updated.paused ? "Benefício pausado." : "Benefício reativado.");
    } catch (error) {
      toast.error(errorMessage(error, "Erro ao alterar o benefício. Tente novamente."));
    }
  };

  const label = offer.paused ? "Reativar" : "Pausar";
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={busy}
      aria-label={`${label} benefício ${offer.title}`}
      onClick={() => void toggle()}
    >
      {offer.paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
      {busy ? (offer.paused ? "Reativando..." : "Pausando...") : label}
    </Button>
  );
}

/** Asks before deleting; an offer with redemptions stays, and the API's sentence says to pause it. */
export function DeleteOfferButton({ offer }: { offer: OfferRef }) {
  const remove = useDeleteOffer();
  const { dialog, confirm } = useConfirmedDelete({
    remove: () => remove.mutateAsync(offer.id),
    pending: remove.isPending,
    deleted: () => toast.success("Benefício excluído."),
    failed: (error) => toast.error(errorMessage(error, "Erro ao excluir benefício. Tente novamente.")),
    closeOnError: true,
  });

  return (
    <ConfirmDialog
      {...dialog}
      trigger={
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Excluir benefício ${offer.title}`}
          title="Excluir benefício"
        >
          <Trash2 aria-hidden="true" className="text-destructive" />
        </Button>
      }
      title="Excluir benefício?"
      description={
        <>
          O benefício “{offer.title}” sairá do catálogo dos militares. Esta ação não pode ser desfeita. Um benefício que
          já tem resgates não pode ser excluído: pause-o.
        </>
      }
      cancelLabel="Cancelar"
      confirmLabel="Excluir benefício"
      pendingLabel="Excluindo..."
      destructive
      onConfirm={confirm}
    />
  );
}
