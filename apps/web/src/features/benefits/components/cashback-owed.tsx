import { countLabel, formatCents } from "@pm/shared/format";
import { format, parseISO } from "date-fns";
import { ptBR } from "date-fns/locale/pt-BR";
import { Section } from "@/components/section";
import type { PartnerOffers } from "../api";

type MonthRow = PartnerOffers["cashbackByMonth"][number];

/** "2026-11" as "novembro de 2026". */
function monthLabel(month: string): string {
  return format(parseISO(`${month}-01`), "MMMM 'de' yyyy", { locale: ptBR });
}

function MonthItem({ row }: { row: MonthRow }) {
  return (
    <li className="grid gap-2 rounded-lg border p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
      <div className="grid gap-0.5">
        <p className="font-medium">{monthLabel(row.month)}</p>
        <p className="text-muted-foreground text-sm">{countLabel(row.uses, "uso", "usos")}</p>
      </div>
      <dl className="grid grid-cols-2 gap-x-6 text-sm sm:text-right">
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">Compras</dt>
          <dd>{formatCents(row.purchaseCents)}</dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">Cashback a repassar</dt>
          <dd className="font-semibold">{formatCents(row.cashbackCents)}</dd>
        </div>
      </dl>
    </li>
  );
}

/** Per month of use, the cashback the partner owes the militares (contested cashback excluded). */
export function CashbackOwedSection({ rows }: { rows: MonthRow[] }) {
  return (
    <Section
      id="cashback-owed"
      title="Cashback a repassar"
      description="Por mês de uso, os últimos 12 meses. Cashback contestado não entra na conta."
    >
      {rows.length === 0 ? (
        <p className="text-muted-foreground text-sm">Nenhum uso com cashback ainda.</p>
      ) : (
        <ul aria-label="Cashback por mês" className="grid gap-3">
          {rows.map((row) => (
            <MonthItem key={row.month} row={row} />
          ))}
        </ul>
      )}
    </Section>
  );
}
