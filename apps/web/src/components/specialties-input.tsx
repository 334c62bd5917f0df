import { MAX_SPECIALTIES } from "@pm/shared/profile.military-options";
import { PlusIcon, XIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

/** A list of short texts: type one and press Enter (or Adicionar); each chip can be removed. */
export function SpecialtiesInput({
  id,
  value,
  onChange,
  describedBy,
  invalid,
}: {
  id: string;
  value: string[];
  onChange: (next: string[]) => void;
  describedBy?: string;
  invalid?: boolean;
}) {
  const [draft, setDraft] = useState("");
  const full = value.length >= MAX_SPECIALTIES;
  const add = () => {
    const text = draft.trim();
    if (!text || full) return;
    if (!value.some((v) => v.toLowerCase() === text.toLowerCase())) onChange([...value, text]);
    setDraft("");
  };
  return (
    <div className="grid gap-2">
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          maxLength={80}
          disabled={full}
          placeholder="Ex.: Logística, Comunicações, Primeiros socorros"
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="outline" onClick={add} disabled={full || !draft.trim()}>
          <PlusIcon aria-hidden="true" />
          Adicionar
        </Button>
      </div>
      {value.length > 0 ? (
        <ul aria-label="Especializações adicionadas" className="flex flex-wrap gap-2">
          {value.map((item) => (
            <li
              key={item}
              className="inline-flex items-center gap-1 rounded-full bg-secondary py-1 pr-1 pl-3 text-secondary-foreground text-sm"
            >
              {item}
              <button
                type="button"
                aria-label={`Remover ${item}`}
                onClick={() => onChange(value.filter((v) => v !== item))}
                className="flex size-6 items-center justify-center rounded-full hover:bg-background/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <XIcon className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
