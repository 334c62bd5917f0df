import { BR_STATES } from "@pm/shared/brazil";
import { MODALITIES, REGIMES } from "@pm/shared/jobs";
import { BookmarkIcon, SearchIcon, XIcon } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { useDebouncedInput } from "@/hooks/use-debounced-input";
import type { BoardFilters } from "../api";

export function BoardFiltersBar({
  filters,
  onChange,
  onClear,
}: {
  filters: BoardFilters;
  onChange: (patch: Partial<Record<keyof BoardFilters, string | undefined>>) => void;
  onClear: () => void;
}) {
  const id = useId();
  const [q, setQ] = useDebouncedInput(filters.q ?? "", (v) => onChange({ q: v }));
  const [city, setCity] = useDebouncedInput(filters.city ?? "", (v) => onChange({ city: v }));
  const saved = filters.saved === "true";
  const any = Object.values(filters).some(Boolean);

  return (
    <search className="grid gap-3" aria-label="Buscar vagas">
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <Label htmlFor={`${id}-q`} className="sr-only">
            Buscar vagas
          </Label>
          <SearchIcon
            className="pointer-events-none absolute top-3 left-3 size-4 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={`${id}-q`}
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            placeholder="Cargo, empresa ou palavra-chave"
            className="pl-9"
            maxLength={120}
          />
        </div>
        <Button
          variant={saved ? "default" : "outline"}
          aria-pressed={saved}
          onClick={() => onChange({ saved: saved ? undefined : "true" })}
        >
          <BookmarkIcon aria-hidden="true" className={saved ? "fill-current" : undefined} />
          Salvos
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-[1fr_1fr_1.4fr_0.8fr_auto]">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-regime`}>Regime</Label>
          <NativeSelect
            id={`${id}-regime`}
            value={filters.regime ?? ""}
            onChange={(e) => onChange({ regime: e.target.value })}
          >
            <option value="">Todos</option>
            {REGIMES.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-modality`}>Modalidade</Label>
          <NativeSelect
            id={`${id}-modality`}
            value={filters.modality ?? ""}
            onChange={(e) => onChange({ modality: e.target.value })}
          >
            <option value="">Todas</option>
            {MODALITIES.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-city`}>Cidade</Label>
          <Input
            id={`${id}-city`}
            value={city}
            onChange={(e) => setCity(e.target.value)}
            placeholder="Ex.: Campinas"
            maxLength={120}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-state`}>Estado</Label>
          <NativeSelect
            id={`${id}-state`}
            value={filters.state ?? ""}
            onChange={(e) => onChange({ state: e.target.value })}
          >
            <option value="">Todos</option>
            {BR_STATES.map((uf) => (
              <option key={uf} value={uf}>
                {uf}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="col-span-2 flex items-end md:col-span-1">
          {any ? (
            <Button variant="ghost" onClick={onClear}>
              <XIcon aria-hidden="true" />
              Limpar filtros
            </Button>
          ) : null}
        </div>
      </div>
    </search>
  );
}
