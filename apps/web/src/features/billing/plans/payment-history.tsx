import { billingPlanName, COMPANY_PLANS, isCompanyPlanId } from "@pm/shared/billing";
import { formatCents } from "@pm/shared/format";
import { useQuery } from "@tanstack/react-query";
import { ReceiptText } from "lucide-react";
import { LoadError } from "@/components/load-error";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { shortDate } from "@/lib/dates";
import { type BillingPayment, type BillingScope, paymentHistoryQuery } from "../api";

const STATUS: Record<string, { label: string; variant: "default" | "destructive" | "secondary" }> = {
  paid: { label: "Pago", variant: "default" },
  failed: { label: "Falhou", variant: "destructive" },
  credited: { label: "Crédito", variant: "secondary" },
  refunded: { label: "Reembolsado", variant: "secondary" },
};

/** The payment's own description, or what it was for when the provider gave none. */
function describe(payment: BillingPayment): string {
  if (payment.description) return payment.description;
  if (payment.status === "credited") return "Crédito na conta";
  if (payment.plan === "PREMIUM") return "Assinatura mensal";
  if (!isCompanyPlanId(payment.plan)) return "Pagamento";
  return COMPANY_PLANS[payment.plan].period === "month" ? "Assinatura mensal" : "Pagamento único";
}

function PaymentItem({ payment }: { payment: BillingPayment }) {
  const status = STATUS[payment.status] ?? { label: payment.status, variant: "secondary" as const };
  const amount = formatCents(Math.abs(payment.amountCents));
  return (
    <li className="grid gap-2 rounded-lg border p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium">Plano {billingPlanName(payment.plan)}</p>
          <p className="text-muted-foreground text-sm">
            <time dateTime={payment.createdAt}>{shortDate(payment.createdAt)}</time>
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <p className="font-semibold">{payment.status === "credited" ? `${amount} em crédito` : amount}</p>
          <Badge variant={status.variant}>{status.label}</Badge>
        </div>
      </div>
      <p className="text-sm">{describe(payment)}</p>
      {payment.periodStart && payment.periodEnd ? (
        <p className="text-muted-foreground text-xs">
          Período: {shortDate(payment.periodStart)} a {shortDate(payment.periodEnd)}
        </p>
      ) : null}
    </li>
  );
}

/** The owner's payments, newest first, with loading, error and empty states. */
export function PaymentList({ scope = "company" }: { scope?: BillingScope }) {
  const history = useQuery(paymentHistoryQuery(scope));

  if (history.isPending) {
    return (
      <div className="grid gap-3">
        <p role="status" className="sr-only">
          Carregando pagamentos...
        </p>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-24 w-full" />
        ))}
      </div>
    );
  }

  if (history.isError) {
    return <LoadError message={errorMessage(history.error, "Erro ao carregar pagamentos")} query={history} />;
  }

  if (history.data.payments.length === 0) {
    return (
      <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground text-sm">
        Nenhum pagamento registrado
      </p>
    );
  }

  return (
    <ul aria-label="Pagamentos" className="grid gap-3">
      {history.data.payments.map((payment) => (
        <PaymentItem key={payment.id} payment={payment} />
      ))}
    </ul>
  );
}

/** The button and the panel with the company's real payment history; it loads when opened. */
export function PaymentHistory() {
  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="outline">
          <ReceiptText aria-hidden="true" />
          Histórico de Pagamentos
        </Button>
      </SheetTrigger>
      <SheetContent className="w-full gap-0 sm:max-w-md">
        <SheetHeader className="border-b pr-12">
          <SheetTitle>Histórico de Pagamentos</SheetTitle>
          <SheetDescription>Pagamentos e créditos da sua empresa, do mais recente ao mais antigo.</SheetDescription>
        </SheetHeader>
        <div className="flex-1 overflow-y-auto p-4">
          <PaymentList />
        </div>
      </SheetContent>
    </Sheet>
  );
}
