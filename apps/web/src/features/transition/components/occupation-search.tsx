import { SearchCombobox } from "@/components/search-combobox";
import { Label } from "@/components/ui/label";
import { type OccupationSummary, occupationSearchQuery } from "../api";

/**
 * 'Buscar outra ocupação': the CBO's occupations by a piece of their name or their code (the
 * shared search combobox). Choosing hands the occupation on and empties the box.
 */
export function OccupationSearch({ id, onChoose }: { id: string; onChoose: (occupation: OccupationSummary) => void }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Buscar outra ocupação</Label>
      <SearchCombobox
        id={id}
        query={occupationSearchQuery}
        optionsOf={(data) => data.occupations}
        optionKey={(occupation) => occupation.code}
        renderOption={(occupation) => (
          <>
            {occupation.title} <span className="text-muted-foreground tabular-nums">· CBO {occupation.code}</span>
          </>
        )}
        onChoose={onChoose}
        placeholder="Nome ou código da CBO"
        listLabel="Ocupações encontradas"
        statusText={{
          none: (typed) => `Nenhuma ocupação encontrada para “${typed}”.`,
          found: (n) => (n === 1 ? "1 ocupação encontrada." : `${n} ocupações encontradas.`),
        }}
        describedBy={`${id}-dica`}
      />
      <p id={`${id}-dica`} className="text-muted-foreground text-xs">
        Qualquer ocupação da Classificação Brasileira de Ocupações, pelo nome ou pelo código de 6 dígitos.
      </p>
    </div>
  );
}
