import { MENTOR_AREA_IDS, MENTOR_AREAS, type MentorArea } from "@pm/shared/mentoring";
import { isMilitaryBranch, MILITARY_BRANCH_LABELS, MILITARY_BRANCHES } from "@pm/shared/profile.military-options";
import { useQuery } from "@tanstack/react-query";
import { ClockIcon, UserSearchIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { ListSkeleton } from "@/components/paged-list";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect, ValueOptions } from "@/components/ui/native-select";
import { patchParams } from "@/lib/search-params";
import { type MentorCardData, type MentorFilters, mentorsQuery } from "../api";
import { OccupationChip, OccupationCombobox, OccupationList } from "./mentoring-occupation";
import { MentoringRequestDialog } from "./mentoring-request-dialog";

/** The address's filters, named as the API names them, so a search can be shared. */
export const FILTER_PARAMS = ["area", "ocupacao", "forca"] as const;

const isArea = (value: string | null): value is MentorArea =>
  value !== null && (MENTOR_AREA_IDS as readonly string[]).includes(value);

/** The filters the address names; anything the API would refuse reads as no filter. */
function filtersOf(params: URLSearchParams): MentorFilters {
  const area = params.get("area");
  const occupation = params.get("ocupacao") ?? "";
  const branch = params.get("forca");
  return {
    ...(isArea(area) ? { area } : {}),
    ...(/^\d{6}$/.test(occupation) ? { ocupacao: occupation } : {}),
    ...(isMilitaryBranch(branch) ? { forca: branch } : {}),
  };
}

/**
 * 'Encontrar mentor': active mentors by área, occupation (the CBO's search) and força, those with
 * room first, each with 'Pedir mentoria'.
 */
export function MentoringFind() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const mentors = useQuery(mentorsQuery(filters));
  const filtered = Boolean(filters.area || filters.ocupacao || filters.forca);

  const setFilter = (key: (typeof FILTER_PARAMS)[number], value: string | null) =>
    setParams((prev) => patchParams(prev, { [key]: value }), { replace: true });
  const clearFilters = () =>
    setParams((prev) => patchParams(prev, { area: null, ocupacao: null, forca: null }), { replace: true });

  let list: ReactNode;
  if (mentors.isPending) {
    list = <ListSkeleton rows={3} row="h-40 w-full rounded-xl" status="Carregando mentores…" />;
  } else if (mentors.isError) {
    list = (
      <LoadError
        message="Não foi possível carregar os mentores."
        hint="Verifique sua conexão e tente novamente."
        query={mentors}
      />
    );
  } else if (mentors.data.mentors.length === 0) {
    list = (
      <EmptyState
        icon={UserSearchIcon}
        title={filtered ? "Nenhum mentor encontrado com esses filtros." : "Ainda não há mentores disponíveis."}
        description={
          filtered
            ? "Tire um dos filtros ou escolha outra área: um mentor de outra Força também pode ajudar."
            : "Enquanto isso, pergunte na Comunidade: quem já fez a transição costuma responder."
        }
        action={
          filtered ? (
            <Button variant="outline" onClick={clearFilters}>
              Limpar filtros
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    list = (
      <ul className="grid gap-3" aria-label="Mentores">
        {mentors.data.mentors.map((mentor) => (
          <MentorCard key={mentor.id} mentor={mentor} />
        ))}
      </ul>
    );
  }

  return (
    <div className="grid min-w-0 gap-5">
      <search aria-label="Filtrar mentores" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <div className="grid gap-1.5">
          <Label htmlFor="mentoria-area">Área</Label>
          <NativeSelect
            id="mentoria-area"
            value={filters.area ?? ""}
            onChange={(event) => setFilter("area", event.target.value || null)}
          >
            <option value="">Todas as áreas</option>
            <ValueOptions values={MENTOR_AREA_IDS} labels={MENTOR_AREAS} />
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="mentoria-forca">Força</Label>
          <NativeSelect
            id="mentoria-forca"
            value={filters.forca ?? ""}
            onChange={(event) => setFilter("forca", event.target.value || null)}
          >
            <option value="">Todas as Forças</option>
            <ValueOptions values={MILITARY_BRANCHES} labels={MILITARY_BRANCH_LABELS} />
          </NativeSelect>
        </div>
        <div className="grid min-w-0 gap-1.5 sm:col-span-2 lg:col-span-1">
          <Label htmlFor="mentoria-ocupacao">Ocupação</Label>
          {filters.ocupacao ? (
            <div>
              <OccupationChip code={filters.ocupacao} onRemove={() => setFilter("ocupacao", null)} />
            </div>
          ) : (
            <OccupationCombobox
              id="mentoria-ocupacao"
              onChoose={(occupation) => setFilter("ocupacao", occupation.code)}
            />
          )}
        </div>
      </search>
      {list}
    </div>
  );
}

/** One mentor: who he is, what he helps with, when he is around, and 'Pedir mentoria'. */
function MentorCard({ mentor }: { mentor: MentorCardData }) {
  const titleId = `mentor-${mentor.id}`;
  return (
    <li>
      <article aria-labelledby={titleId} className="grid min-w-0 gap-3 rounded-xl border bg-card p-4 sm:p-5">
        <div className="grid gap-0.5">
          <h2 id={titleId} className="font-semibold text-base wrap-anywhere">
            {mentor.name}
          </h2>
          {mentor.service ? <p className="text-muted-foreground text-sm wrap-anywhere">{mentor.service}</p> : null}
        </div>
        <ul className="flex flex-wrap gap-1.5" aria-label="Áreas">
          {mentor.areas.map((area) => (
            <li key={area}>
              <Badge variant="secondary">{MENTOR_AREAS[area as MentorArea] ?? area}</Badge>
            </li>
          ))}
        </ul>
        {mentor.occupations.length > 0 ? <OccupationList codes={mentor.occupations} label="Ocupações" /> : null}
        <p className="flex items-start gap-2 text-sm">
          <ClockIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span className="wrap-anywhere">
            <span className="sr-only">Disponibilidade: </span>
            {mentor.availability}
          </span>
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {mentor.requested ? (
            <Button variant="secondary" disabled className="w-full sm:w-auto">
              Pedido enviado
            </Button>
          ) : !mentor.available ? (
            <Button variant="outline" disabled className="w-full sm:w-auto">
              Sem vagas no momento
            </Button>
          ) : (
            <MentoringRequestDialog mentorId={mentor.id} mentorName={mentor.name} />
          )}
        </div>
      </article>
    </li>
  );
}
