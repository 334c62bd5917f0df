import { talentSearchMessages as m } from "@pm/shared/talent";
import { useQuery } from "@tanstack/react-query";
import { BookmarkPlusIcon, Trash2Icon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Section } from "@/components/section";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { type SavedSearch, savedSearchesQuery, type TalentQuery, useDeleteSavedSearch, useSaveSearch } from "../api";

/** 'Salvar busca': names the current filters; a daily e-mail tells of new profiles that match. */
export function SaveSearchButton({ query }: { query: TalentQuery }) {
  const id = useId();
  const save = useSaveSearch();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const { page: _page, ...filters } = query;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(m.savedNameRequired);
      return;
    }
    try {
      await save.mutateAsync({ name, filters });
      toast.success(m.saved);
      setOpen(false);
      setName("");
      setError(null);
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="outline">
          <BookmarkPlusIcon aria-hidden="true" />
          {m.save}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-80">
        <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-name`}>{m.savedName}</Label>
            <Input
              id={`${id}-name`}
              value={name}
              maxLength={80}
              onChange={(e) => setName(e.target.value)}
              placeholder="Ex.: Motoristas no RJ"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-erro` : undefined}
            />
            {error ? (
              <p id={`${id}-erro`} className="text-destructive text-sm">
                {error}
              </p>
            ) : null}
          </div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Salvando..." : m.save}
          </Button>
        </form>
      </PopoverContent>
    </Popover>
  );
}

/** The company's saved searches: each applies its filters; each can be deleted after a confirmation. */
export function SavedSearches({ onApply }: { onApply: (filters: SavedSearch["filters"]) => void }) {
  const saved = useQuery(savedSearchesQuery);
  const remove = useDeleteSavedSearch();
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const searches = saved.data?.searches ?? [];
  if (saved.isPending || searches.length === 0) return null;
  return (
    <Section id="buscas-salvas" title={m.savedTitle} padding="md" className="gap-3">
      <ul className="flex flex-wrap gap-2">
        {searches.map((s) => (
          <li key={s.id} className="flex items-center gap-1 rounded-full border pr-1 pl-3">
            <button
              type="button"
              className="py-1 text-sm outline-none hover:underline focus-visible:underline"
              onClick={() => onApply(s.filters)}
            >
              {s.name}
            </button>
            <Button variant="ghost" size="icon" className="size-7" onClick={() => setDeleting(s)}>
              <Trash2Icon aria-hidden="true" />
              <span className="sr-only">Excluir busca {s.name}</span>
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        pending={remove.isPending}
        title="Excluir busca salva?"
        description={`A busca "${deleting?.name ?? ""}" deixará de enviar e-mails com novos perfis.`}
        cancelLabel="Cancelar"
        confirmLabel="Excluir"
        pendingLabel="Excluindo..."
        destructive
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            toast.success(m.savedDeleted);
            setDeleting(null);
          } catch (e) {
            toast.error(errorMessage(e));
          }
        }}
      />
    </Section>
  );
}
