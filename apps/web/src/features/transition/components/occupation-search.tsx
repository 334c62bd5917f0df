import { OccupationSearchCombobox } from "@/components/occupation-search-combobox";
import { Label } from "@/components/ui/label";
import type { OccupationSummary } from "../api";

/**
 * 'Buscar outra ocupação': the CBO's occupations by a piece of their name or their code (the
 * shared occupation combobox). Choosing hands the occupation on and empties the box.
 */
export function OccupationSearch({ id, onChoose }: { id: string; onChoose: (occupation: OccupationSummary) => void }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Buscar outra ocupação</Label>
      <OccupationSearchCombobox id={id} onChoose={onChoose} describedBy={`${id}-dica`} />
      <p id={`${id}-dica`} className="text-muted-foreground text-xs">
        Qualquer ocupação da Classificação Brasileira de Ocupações, pelo nome ou pelo código de 6 dígitos.
      </p>
    </div>
  );
}
