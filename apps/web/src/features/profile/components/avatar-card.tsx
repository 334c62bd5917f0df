import { AVATAR_ACCEPTED_TYPES, AVATAR_MAX_BYTES, avatarMessages } from "@pm/shared/profile.military";
import { CameraIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { ImageFileInput } from "@/components/image-file-input";
import { initials } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useImageUpload } from "@/hooks/use-image-upload";
import { useUploadAvatar } from "../api";

const HINT_ID = "avatar-dica";
const ERROR_ID = "avatar-erro";

/** The photo with its upload button: the chosen image shows at once, then the stored one replaces it. */
export function AvatarPicker({ name, avatarUrl }: { name: string; avatarUrl: string | null }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useImageUpload(useUploadAvatar(), {
    acceptedTypes: AVATAR_ACCEPTED_TYPES,
    maxBytes: AVATAR_MAX_BYTES,
    messages: avatarMessages,
  });
  const { error, busy } = upload;
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const send = (file: File) =>
    upload.send(file, {
      whileUploading: () => setPreview(URL.createObjectURL(file)),
      afterwards: () => setPreview(null),
    });

  const shown = preview ?? avatarUrl;
  return (
    <div className="flex flex-col items-center gap-2">
      <div className="relative size-24 shrink-0 overflow-hidden rounded-full border-2 border-background bg-secondary shadow ring-1 ring-border">
        {shown ? (
          <img src={shown} alt={`Foto de ${name}`} className="size-full object-cover" />
        ) : (
          <span
            role="img"
            aria-label="Sem foto"
            className="flex size-full items-center justify-center font-semibold text-2xl text-primary"
          >
            {initials(name)}
          </span>
        )}
        {busy ? (
          <span className="absolute inset-0 flex items-center justify-center bg-background/60">
            <Spinner size="sm" label="Enviando foto..." />
          </span>
        ) : null}
      </div>
      <div className="grid justify-items-center gap-1 text-center">
        <ImageFileInput ref={input} accept={AVATAR_ACCEPTED_TYPES} onFile={(file) => void send(file)} />
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={busy}
          aria-describedby={error ? `${HINT_ID} ${ERROR_ID}` : HINT_ID}
          onClick={() => input.current?.click()}
        >
          <CameraIcon aria-hidden="true" />
          {busy ? "Enviando..." : avatarUrl ? "Alterar foto" : "Enviar foto"}
        </Button>
        <p id={HINT_ID} className="text-muted-foreground text-xs">
          PNG, JPG ou WebP até 2MB
        </p>
        {error ? (
          <p id={ERROR_ID} role="alert" className="text-destructive text-sm">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
