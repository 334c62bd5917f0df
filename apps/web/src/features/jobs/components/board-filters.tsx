import { BR_STATES } from "@pm/shared/brazil";
import { MODALITIES, REGIMES } from "@pm/shared/jobs";
import { BookmarkIcon, XIcon } from "lucide-react";
import { useId } from "react";
import { SearchFilter, TextFilter } from "@/components/text-filter";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect, ValueOptions } from "@/components/ui/native-select";
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
  const saved = filters.saved === "true";
  const any = Object.values(filters).some(Boolean);

  return (
    <search className="grid gap-3" aria-label="Buscar vagas">
      <div className="flex flex-col gap-3 sm:flex-row">
        <SearchFilter
          id={`${id}-q`}
          label="Buscar vagas"
          value={filters.q ?? ""}
          onCommit={(v) => onChange({ q: v })}
          placeholder="Cargo, empresa ou palavra-chave"
          className="flex-1"
        />
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
            <ValueOptions values={REGIMES} />
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
            <ValueOptions values={MODALITIES} />
          </NativeSelect>
        </div>
        <TextFilter
          id={`${id}-city`}
          label="Cidade"
          value={filters.city ?? ""}
          onCommit={(v) => onChange({ city: v })}
          placeholder="Ex.: Campinas"
        />
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-state`}>Estado</Label>
          <NativeSelect
            id={`${id}-state`}
            value={filters.state ?? ""}
            onChange={(e) => onChange({ state: e.target.value })}
          >
            <option value="">Todos</option>
            <ValueOptions values={BR_STATES} />
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
