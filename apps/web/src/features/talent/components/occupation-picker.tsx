import { talentSearchMessages as m } from "@pm/shared/talent";
import { useQuery } from "@tanstack/react-query";
import { XIcon } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { occupationOptionsQuery } from "../api";

/**
 * 'Ocupação (CBO)': a few letters list the CBO occupations whose words start with them; choosing
 * one filters by its família. The chosen one shows as a chip that removes it.
 */
export function OccupationPicker({
  id,
  code,
  onChange,
}: {
  id: string;
  code: string | undefined;
  onChange: (code: string | undefined) => void;
}) {
  const [text, setText] = useState("");
  const options = useQuery(occupationOptionsQuery(text));
  // The chosen code's title, read back by its code (a shared link carries only the code).
  const chosen = useQuery({ ...occupationOptionsQuery(code ?? ""), enabled: Boolean(code) });
  const title = chosen.data?.occupations[0]?.title;
  const listId = `${id}-opcoes`;
  const found = text.trim().length >= 2 ? (options.data?.occupations ?? []) : [];

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Ocupação (CBO)</Label>
      {code ? (
        <div className="flex min-h-10 items-center">
          <Badge variant="secondary" className="max-w-full gap-1 whitespace-normal! wrap-anywhere">
            {title ?? code}
            <button
              type="button"
              className="rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
              onClick={() => onChange(undefined)}
            >
              <XIcon className="size-3.5" aria-hidden="true" />
              <span className="sr-only">Remover ocupação {title ?? code}</span>
            </button>
          </Badge>
        </div>
      ) : (
        <>
          <Input
            id={id}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Ex.: motorista de caminhão"
            maxLength={80}
            aria-controls={found.length ? listId : undefined}
            autoComplete="off"
          />
          {found.length > 0 ? (
            <ul
              id={listId}
              aria-label="Ocupações encontradas"
              className="grid max-h-56 gap-1 overflow-y-auto rounded-md border p-1"
            >
              {found.map((o) => (
                <li key={o.code}>
                  <Button
                    type="button"
                    variant="ghost"
                    className="h-auto w-full justify-start whitespace-normal py-1.5 text-left"
                    onClick={() => {
                      onChange(o.code);
                      setText("");
                    }}
                  >
                    {o.title} <span className="text-muted-foreground text-xs">· CBO {o.code}</span>
                  </Button>
                </li>
              ))}
            </ul>
          ) : text.trim().length >= 2 && options.isSuccess ? (
            <p className="text-muted-foreground text-xs">{m.occupationNone}</p>
          ) : null}
        </>
      )}
    </div>
  );
}
