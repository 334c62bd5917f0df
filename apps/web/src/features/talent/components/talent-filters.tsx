import { BR_STATES } from "@pm/shared/brazil";
import { href } from "@pm/shared/pages";
import {
  choiceOptions,
  isMilitaryBranch,
  isRankOf,
  MILITARY_CHOICES,
  RANK_FIELD_LABEL,
  rankChoices,
} from "@pm/shared/profile.military-options";
import { talentSearchMessages as m, TALENT_SORT_LABELS, TALENT_SORTS, type TalentSearchLevel } from "@pm/shared/talent";
import { LockIcon, XIcon } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { SearchFilter, TextFilter } from "@/components/text-filter";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { useDebouncedInput } from "@/hooks/use-debounced-input";
import type { TalentQuery } from "../api";
import { OccupationPicker } from "./occupation-picker";

type Patch = Partial<Record<keyof TalentQuery, string | undefined>>;

function Select({
  id,
  label,
  value,
  onChange,
  empty,
  options,
}: {
  id: string;
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  /** The "any" choice; without it, one of the options is always chosen. */
  empty?: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value ?? ""} onChange={(e) => onChange(e.target.value)}>
        {empty === undefined ? null : <option value="">{empty}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/**
 * The search's filters: the basic ones on every plan; the advanced ones (free text, posto, tempo
 * de serviço, nível, especialidade, ocupação CBO, ordem) on Pro and Enterprise, shown locked with
 * an upgrade link on Parceiro and Plus.
 */
export function TalentFilters({
  query,
  level,
  onChange,
  onClear,
  actions,
}: {
  query: TalentQuery;
  level: TalentSearchLevel;
  onChange: (patch: Patch) => void;
  onClear: () => void;
  /** 'Salvar busca', beside 'Limpar filtros'. */
  actions?: ReactNode;
}) {
  const id = useId();
  const [specialty, setSpecialty] = useDebouncedInput(query.specialty ?? "", (v) => onChange({ specialty: v }));
  const locked = level === "basico";
  const any = Object.entries(query).some(([key, value]) => key !== "page" && Boolean(value));

  return (
    <search className="grid gap-4" aria-label="Filtrar talentos">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-5">
        <Select
          id={`${id}-branch`}
          label="Força"
          value={query.branch}
          // A rank the new força does not have would leave the list empty with no way to see why.
          onChange={(v) =>
            onChange(
              query.rank && isMilitaryBranch(v) && !isRankOf(v, query.rank) ? { branch: v, rank: "" } : { branch: v },
            )
          }
          empty="Todas"
          options={MILITARY_CHOICES.branch}
        />
        <Select
          id={`${id}-area`}
          label="Área desejada"
          value={query.desiredArea}
          onChange={(v) => onChange({ desiredArea: v })}
          empty="Todas"
          options={MILITARY_CHOICES.desiredArea}
        />
        <TextFilter
          id={`${id}-city`}
          label="Cidade"
          value={query.city ?? ""}
          onCommit={(v) => onChange({ city: v })}
          placeholder="Ex.: Resende"
        />
        <Select
          id={`${id}-state`}
          label="UF"
          value={query.state}
          onChange={(v) => onChange({ state: v })}
          empty="Todas"
          options={BR_STATES.map((uf) => ({ value: uf, label: uf }))}
        />
        <Select
          id={`${id}-availability`}
          label="Disponibilidade"
          value={query.availability}
          onChange={(v) => onChange({ availability: v })}
          empty="Qualquer"
          options={MILITARY_CHOICES.availability}
        />
      </div>

      <fieldset disabled={locked} className="grid gap-3 rounded-xl border p-4" aria-describedby={`${id}-lock`}>
        <legend className="flex items-center gap-2 px-1 font-semibold text-sm">
          {locked ? <LockIcon className="size-4" aria-hidden="true" /> : null}
          {m.advancedTitle}
        </legend>
        {locked ? (
          <p id={`${id}-lock`} className="flex flex-wrap items-center gap-2 text-muted-foreground text-sm">
            {m.advancedLocked}
            <Link to={href("companyPlans")} className="font-medium text-primary underline-offset-4 hover:underline">
              {m.upgrade}
            </Link>
          </p>
        ) : null}
        <SearchFilter
          id={`${id}-q`}
          label="Buscar em todo o perfil"
          value={query.q ?? ""}
          onCommit={(v) => onChange({ q: v })}
          placeholder="Buscar em todo o perfil: especialidades, cursos, objetivos..."
          blank={locked}
        />
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <Select
            id={`${id}-rank`}
            label={RANK_FIELD_LABEL}
            value={query.rank}
            onChange={(v) => onChange({ rank: v })}
            empty="Todos"
            options={rankChoices(isMilitaryBranch(query.branch) ? query.branch : null)}
          />
          <Select
            id={`${id}-years`}
            label="Tempo de serviço mínimo"
            value={query.minYearsOfService}
            onChange={(v) => onChange({ minYearsOfService: v })}
            empty="Qualquer"
            options={MILITARY_CHOICES.yearsOfService}
          />
          <Select
            id={`${id}-level`}
            label="Nível de experiência"
            value={query.experienceLevel}
            onChange={(v) => onChange({ experienceLevel: v })}
            empty="Todos"
            options={MILITARY_CHOICES.experienceLevel}
          />
          <Select
            id={`${id}-sort`}
            label="Ordenar por"
            value={query.sort ?? (query.q ? "relevancia" : "recentes")}
            onChange={(v) => onChange({ sort: v })}
            options={choiceOptions(TALENT_SORTS, TALENT_SORT_LABELS)}
          />
          <div className="col-span-2 grid gap-1.5">
            <Label htmlFor={`${id}-specialty`}>Especialidade</Label>
            <Input
              id={`${id}-specialty`}
              value={locked ? "" : specialty}
              onChange={(e) => setSpecialty(e.target.value)}
              placeholder="Ex.: motorista de viatura"
              maxLength={80}
            />
          </div>
          <div className="col-span-2">
            <OccupationPicker
              id={`${id}-occupation`}
              code={locked ? undefined : query.occupation}
              onChange={(code) => onChange({ occupation: code })}
            />
          </div>
        </div>
      </fieldset>

      {any || actions ? (
        <div className="flex flex-wrap items-center gap-2">
          {actions}
          {any ? (
            <Button variant="ghost" onClick={onClear}>
              <XIcon aria-hidden="true" />
              {m.clearFilters}
            </Button>
          ) : null}
        </div>
      ) : null}
    </search>
  );
}
