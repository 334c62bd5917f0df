import { formatCents } from "@pm/shared/format";
import { shortDate } from "@/lib/dates";
import { PAYMENT_RECORD_LABELS } from "./labels";

interface PaymentRecord {
  id: string;
  plan: string;
  amountCents: number;
  status: string;
  createdAt: string;
}

/** Payments as the console lists them (a company's page, a support request): date, plan, value, status. */
export function PaymentRecordsTable({
  payments,
  caption,
  planLabel,
}: {
  payments: readonly PaymentRecord[];
  caption: string;
  planLabel: (plan: string) => string;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b text-left text-muted-foreground">
            <th scope="col" className="py-2 pr-4 font-medium">
              Data
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Plano
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Valor
            </th>
            <th scope="col" className="py-2 font-medium">
              Situação
            </th>
          </tr>
        </thead>
        <tbody>
          {payments.map((p) => (
            <tr key={p.id} className="border-b last:border-0">
              <td className="py-2 pr-4">{shortDate(p.createdAt)}</td>
              <td className="py-2 pr-4">{planLabel(p.plan)}</td>
              <td className="py-2 pr-4">{formatCents(p.amountCents)}</td>
              <td className="py-2">{PAYMENT_RECORD_LABELS[p.status] ?? p.status}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
