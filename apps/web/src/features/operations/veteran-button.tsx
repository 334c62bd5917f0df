import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useSetVeteran } from "./api";

/**
 * 'Confirmar veterano' (the team checked he left the Forças: the community's 'Já fiz a transição'
 * badge and mentoring open to him) or, once confirmed, 'Retirar confirmação'. Asked first; audited.
 */
export function VeteranButton({ userId, name, confirmed }: { userId: string; name: string; confirmed: boolean }) {
  const setVeteran = useSetVeteran();
  const [open, setOpen] = useState(false);
  const confirm = async () => {
    if (setVeteran.isPending) return;
    try {
      const res = await setVeteran.mutateAsync({ userId, confirmed: !confirmed });
      setOpen(false);
      toast.success(res.message);
    } catch (error) {
      setOpen(false);
      toast.error(errorMessage(error, "Não foi possível salvar. Tente novamente."));
    }
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      pending={setVeteran.isPending}
      trigger={
        <Button size="sm" variant="outline">
          {confirmed ? "Retirar confirmação de veterano" : "Confirmar veterano"}
          <span className="sr-only"> de {name}</span>
        </Button>
      }
      title={confirmed ? `Retirar a confirmação de ${name} como veterano?` : `Confirmar ${name} como veterano?`}
      description={
        confirmed
          ? "O selo 'Já fiz a transição' sai das publicações dele, a menos que ele tenha sido aprovado numa vaga pela plataforma. Mentorias em andamento continuam até o fim."
          : "O selo 'Já fiz a transição' passa a aparecer nas publicações dele, e ele pode se oferecer como mentor. Confirme só depois de verificar que ele já deixou as Forças."
      }
      cancelLabel="Cancelar"
      confirmLabel={confirmed ? "Retirar confirmação" : "Confirmar veterano"}
      pendingLabel="Salvando..."
      destructive={confirmed}
      onConfirm={confirm}
    />
  );
}
