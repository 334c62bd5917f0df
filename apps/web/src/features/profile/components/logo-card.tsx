import { LOGO_ACCEPTED_TYPES, LOGO_MAX_BYTES, logoMessages } from "@pm/shared/profile.company";
import { ImageUpIcon } from "lucide-react";
import { useRef } from "react";
import { ImageFileInput } from "@/components/image-file-input";
import { initials } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useImageUpload } from "@/hooks/use-image-upload";
import { useUploadLogo } from "../api";

const HINT_ID = "logo-dica";
const ERROR_ID = "logo-erro";

export function LogoCard({ name, logoUrl }: { name: string; logoUrl: string | null }) {
  const input = useRef<HTMLInputElement>(null);
  const { send, error, busy } = useImageUpload(useUploadLogo(), {
    acceptedTypes: LOGO_ACCEPTED_TYPES,
    maxBytes: LOGO_MAX_BYTES,
    messages: logoMessages,
  });
  return (
    <Card asChild className="flex flex-col gap-5 sm:flex-row sm:items-center">
      <section aria-labelledby="logo-titulo">
        <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-xl border bg-muted">
          {logoUrl ? (
            <img src={logoUrl} alt={`Logo da ${name}`} className="size-full object-contain" />
          ) : (
            <span className="font-semibold text-2xl text-muted-foreground" role="img" aria-label="Sem logo">
              {initials(name)}
            </span>
          )}
        </div>
        <div className="grid gap-2">
          <h2 id="logo-titulo" className="font-semibold text-lg">
            Logo da empresa
          </h2>
          <p id={HINT_ID} className="text-muted-foreground text-sm">
            PNG ou JPG até 2MB. Recomendado: 200x200px
          </p>
          <ImageFileInput ref={input} accept={LOGO_ACCEPTED_TYPES} onFile={(file) => void send(file)} />
          <div>
            <Button
              type="button"
              variant="outline"
              disabled={busy}
              aria-describedby={error ? `${HINT_ID} ${ERROR_ID}` : HINT_ID}
              onClick={() => input.current?.click()}
            >
              {busy ? <Spinner size="sm" label="Enviando logo..." /> : <ImageUpIcon aria-hidden="true" />}
              {busy ? "Enviando..." : logoUrl ? "Alterar logo" : "Enviar logo"}
            </Button>
          </div>
          {error ? (
            <p id={ERROR_ID} role="alert" className="text-destructive text-sm">
              {error}
            </p>
          ) : null}
        </div>
      </section>
    </Card>
  );
}
