import { sharedResumeMessages as m } from "@pm/shared/resumes";
import { CopyIcon, Link2Icon } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Section } from "@/components/section";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/api-client";
import { longDate } from "@/lib/dates";
import { toast } from "@/lib/toast";
import { type ResumeView, useRevokeShare, useShareResume } from "../api";

/**
 * 'Compartilhar por link': an address that shows his CV to whoever has it (a recruiter met at a
 * fair, a friend who refers him), for 30 days unless renewed; revoked at once.
 */
export function ResumeShareCard({ view }: { view: ResumeView }) {
  const share = useShareResume();
  const revoke = useRevokeShare();
  const [revoking, setRevoking] = useState(false);
  const url = view.share ? new URL(view.share.path, window.location.origin).toString() : null;

  const open = async () => {
    try {
      await share.mutateAsync();
      toast.success(view.share ? m.renewed : m.shared);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success(m.copied);
    } catch {
      toast.error("Não foi possível copiar. Selecione o endereço e copie.");
    }
  };

  return (
    <Section
      id="cv-secao-share"
      title="Compartilhar por link"
      description="Quem tiver o link vê seu currículo com telefone e e-mail, sem precisar de conta. O link não aparece em buscadores."
      className="gap-4"
    >
      {url && view.share ? (
        <div className="grid gap-3">
          <div className="flex gap-2">
            <Input readOnly value={url} aria-label="Link do currículo" onFocus={(e) => e.target.select()} />
            <Button type="button" variant="outline" size="icon" aria-label="Copiar link" onClick={copy}>
              <CopyIcon aria-hidden="true" />
            </Button>
          </div>
          <p className="text-muted-foreground text-xs">Válido até {longDate(view.share.expiresAt as string)}.</p>
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" size="sm" disabled={share.isPending} onClick={open}>
              {share.isPending ? "Renovando..." : "Renovar por mais 30 dias"}
            </Button>
            <ConfirmDialog
              open={revoking}
              onOpenChange={setRevoking}
              pending={revoke.isPending}
              trigger={
                <Button type="button" variant="ghost" size="sm" className="text-destructive">
                  Desativar link
                </Button>
              }
              title="Desativar o link do currículo?"
              description="Quem tiver o endereço não verá mais o seu currículo. Você pode criar um novo link quando quiser."
              cancelLabel="Cancelar"
              confirmLabel="Desativar"
              pendingLabel="Desativando..."
              destructive
              onConfirm={async () => {
                try {
                  await revoke.mutateAsync();
                  setRevoking(false);
                  toast.success(m.revoked);
                } catch (error) {
                  toast.error(errorMessage(error));
                }
              }}
            />
          </div>
        </div>
      ) : (
        <Button type="button" variant="outline" className="w-fit" disabled={share.isPending} onClick={open}>
          <Link2Icon aria-hidden="true" />
          {share.isPending ? "Criando link..." : "Criar link de compartilhamento"}
        </Button>
      )}
    </Section>
  );
}
