import { BR_STATES } from "@pm/shared/brazil";
import { JOB_AREA_LABELS, JOB_AREAS, MODALITIES, REGIMES } from "@pm/shared/jobs";
import { PUBLISHED_WITHIN_DAYS, PUBLISHED_WITHIN_LABELS, SALARY_FROM_OPTIONS } from "@pm/shared/jobs.military";
import { formatReais } from "@pm/shared/jobs.salary";
import { jobSearchLocationLabel, parseJobSearch, sortChoice } from "@pm/shared/jobs.search";
import { BookmarkIcon, MapPinIcon, XIcon } from "lucide-react";
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
  // Choosing an order alone filters nothing: it neither offers 'Limpar filtros' nor hides it.
  const { sort: _sort, ...narrowing } = filters;
  const any = Object.values(narrowing).some(Boolean);
  const parsed = parseJobSearch(filters.q ?? "");
  const sort = sortChoice(filters.sort, parsed.words);

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
      {parsed.location ? (
        <ul aria-label="Local lido na busca" className="flex flex-wrap gap-2">
          <li>
            <Button
              variant="secondary"
              size="sm"
              className="rounded-full"
              aria-label={`Remover o local ${jobSearchLocationLabel(parsed.location)} da busca`}
              onClick={() => onChange({ q: parsed.words })}
              data-testid="location-chip"
            >
              <MapPinIcon aria-hidden="true" />
              {jobSearchLocationLabel(parsed.location)}
              <XIcon aria-hidden="true" />
            </Button>
          </li>
        </ul>
      ) : null}
      <div className="grid grid-cols-2 items-end gap-3 md:grid-cols-4">
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
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-area`}>Área</Label>
          <NativeSelect
            id={`${id}-area`}
            value={filters.area ?? ""}
            onChange={(e) => onChange({ area: e.target.value })}
          >
            <option value="">Todas</option>
            <ValueOptions values={JOB_AREAS} labels={JOB_AREA_LABELS} />
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
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-salary`}>Salário a partir de</Label>
          <NativeSelect
            id={`${id}-salary`}
            value={filters.salaryFrom ?? ""}
            onChange={(e) => onChange({ salaryFrom: e.target.value })}
          >
            <option value="">Qualquer valor</option>
            {SALARY_FROM_OPTIONS.map((amount) => (
              <option key={amount} value={String(amount)}>
                {formatReais(amount)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-published`}>Data de publicação</Label>
          <NativeSelect
            id={`${id}-published`}
            value={filters.publishedWithin ?? ""}
            onChange={(e) => onChange({ publishedWithin: e.target.value })}
          >
            <option value="">Qualquer data</option>
            {PUBLISHED_WITHIN_DAYS.map((days) => (
              <option key={days} value={days}>
                {PUBLISHED_WITHIN_LABELS[days]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-sort`}>Ordenar por</Label>
          <NativeSelect id={`${id}-sort`} value={sort.value} onChange={(e) => onChange({ sort: e.target.value })}>
            {sort.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <label className="flex items-center gap-2 self-end pb-2.5 text-sm" htmlFor={`${id}-pcd`}>
          <input
            id={`${id}-pcd`}
            type="checkbox"
            className="size-4 accent-primary"
            checked={filters.pcd === "true"}
            onChange={(e) => onChange({ pcd: e.target.checked ? "true" : undefined })}
          />
          Vaga também para PcD
        </label>
        <div className="flex justify-end md:col-span-3 empty:hidden">
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
