import { RESUME_UPLOAD_MAX_BYTES, resumeMessages } from "@pm/shared/resumes";
import { FileUpIcon } from "lucide-react";
import { useId, useRef, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Section } from "@/components/section";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { shortDate } from "@/lib/dates";
import { toast } from "@/lib/toast";
import { type ResumeView, useDownloadUpload, useRemoveUpload, useSetResumeSource, useUploadResume } from "../api";

const CHOICE = "size-4 shrink-0 accent-primary";

/**
 * Which CV companies receive with each application: the one written on this page, or his own
 * PDF ('Enviar meu currículo em PDF'), checked on the server before it is kept.
 */
export function ResumeSourceCard({ view }: { view: ResumeView }) {
  const upload = useUploadResume();
  const download = useDownloadUpload();
  const remove = useRemoveUpload();
  const setSource = useSetResumeSource();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const name = useId();

  const send = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    // The server decides by the file's bytes; these two checks only spare a useless upload.
    if (file.size > RESUME_UPLOAD_MAX_BYTES) return setError(resumeMessages.uploadTooBig);
    try {
      await upload.mutateAsync(file);
      toast.success(resumeMessages.uploaded);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      if (input.current) input.current.value = "";
    }
  };

  const choose = async (source: "generated" | "upload") => {
    try {
      await setSource.mutateAsync(source);
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };

  return (
    <Section id="cv-secao-source" title="O que as empresas recebem" className="gap-4">
      <fieldset className="grid gap-2">
        <legend className="sr-only">Currículo enviado com as candidaturas</legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name={name}
            className={CHOICE}
            checked={view.source === "generated"}
            disabled={setSource.isPending}
            onChange={() => choose("generated")}
          />
          O currículo montado nesta página
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name={name}
            className={CHOICE}
            checked={view.source === "upload"}
            disabled={!view.upload || setSource.isPending}
            onChange={() => choose("upload")}
          />
          Meu próprio arquivo PDF
        </label>
      </fieldset>

      {view.upload ? (
        <div className="grid gap-2 rounded-lg border p-3 text-sm">
          <p className="wrap-anywhere">
            <span className="font-medium">{view.upload.name}</span>
            {view.upload.uploadedAt ? (
              <span className="text-muted-foreground"> · enviado em {shortDate(view.upload.uploadedAt)}</span>
            ) : null}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={download.isPending}
              onClick={() => download.mutateAsync().catch((e) => toast.error(errorMessage(e)))}
            >
              Baixar
            </Button>
            <ConfirmDialog
              open={removing}
              onOpenChange={setRemoving}
              pending={remove.isPending}
              trigger={
                <Button type="button" variant="ghost" size="sm" className="text-destructive">
                  Remover arquivo
                </Button>
              }
              title="Remover seu arquivo PDF?"
              description="As próximas candidaturas levarão o currículo montado nesta página. As empresas que já receberam seu arquivo continuam com ele."
              cancelLabel="Cancelar"
              confirmLabel="Remover"
              pendingLabel="Removendo..."
              destructive
              onConfirm={async () => {
                try {
                  await remove.mutateAsync();
                  setRemoving(false);
                } catch (e) {
                  toast.error(errorMessage(e));
                }
              }}
            />
          </div>
        </div>
      ) : null}

      <div className="grid gap-2">
        <input
          ref={input}
          id="cv-upload"
          type="file"
          accept="application/pdf,.pdf"
          hidden
          onChange={(event) => send(event.target.files?.[0])}
        />
        <Button
          type="button"
          variant="outline"
          className="w-fit"
          disabled={upload.isPending}
          aria-describedby={error ? "cv-upload-error cv-upload-hint" : "cv-upload-hint"}
          onClick={() => input.current?.click()}
        >
          <FileUpIcon aria-hidden="true" />
          {upload.isPending ? "Enviando..." : view.upload ? "Enviar outro PDF" : "Enviar meu currículo em PDF"}
        </Button>
        <p id="cv-upload-hint" className="text-muted-foreground text-xs">
          Somente PDF, até 5 MB, sem senha. Ao enviar, ele passa a ser o currículo que as empresas recebem.
        </p>
        {error ? (
          <p id="cv-upload-error" role="alert" className="text-destructive text-sm">
            {error}
          </p>
        ) : null}
      </div>
    </Section>
  );
}
