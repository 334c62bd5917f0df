import { benefitMessages as m } from "@pm/shared/benefits";
import { FlagIcon } from "lucide-react";
import { type FormEvent, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { FormField, invalidProps } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useReportOffer } from "../api";

/** 'Denunciar oferta': the militar tells the platform's team what is wrong with an offer. */
export function ReportOfferDialog({ offerId, title }: { offerId: string; title: string }) {
  const report = useReportOffer();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const fieldId = `report-offer-${offerId}`;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < 10) return setError(m.reportReasonRequired);
    try {
      const res = await report.mutateAsync({ id: offerId, reason: reason.trim() });
      toast.success(res.message);
      setOpen(false);
      setReason("");
    } catch (failure) {
      setError(errorMessage(failure, "Não foi possível enviar a denúncia."));
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setError(undefined);
      }}
      trigger={
        <Button variant="ghost" size="sm" className="text-muted-foreground" aria-label={`Denunciar a oferta ${title}`}>
          <FlagIcon aria-hidden="true" />
          Denunciar
        </Button>
      }
      title="Denunciar oferta"
      description="Conte o que há de errado (condições diferentes das anunciadas, cobrança escondida, conteúdo ofensivo). A equipe da Próxima Missão analisa cada denúncia."
      cancelLabel="Cancelar"
      confirmLabel="Enviar denúncia"
      pendingLabel="Enviando..."
      pending={report.isPending}
      onSubmit={(e) => void onSubmit(e)}
    >
      <FormField id={fieldId} label="O que aconteceu?" error={error} required>
        <Textarea
          id={fieldId}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          rows={4}
          maxLength={500}
          className="min-h-24"
          {...invalidProps(fieldId, error)}
        />
      </FormField>
    </ConfirmDialog>
  );
}
