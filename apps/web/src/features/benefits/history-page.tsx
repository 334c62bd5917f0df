import {
  BENEFIT_MODE_LABELS,
  benefitMessages,
  CASHBACK_STATUS_LABELS,
  REDEMPTION_STATUS_LABELS,
  type RedemptionStatus,
  WITHDRAWAL_STATUS_LABELS,
  type WithdrawalStatus,
} from "@pm/shared/benefits";
import { formatCents } from "@pm/shared/format";
import { href } from "@pm/shared/pages";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { ArrowLeftIcon, GiftIcon, StarIcon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { PagedList } from "@/components/paged-list";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { shortDate } from "@/lib/dates";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { cashbackQuery, historyQuery, type Redemption, useRateRedemption } from "./api";
import { RedemptionDialog } from "./components/redemption-dialog";
import { WithdrawalDialog } from "./components/withdrawal-dialog";

const STATUS_VARIANT: Record<RedemptionStatus, "default" | "secondary" | "outline"> = {
  ativo: "default",
  usado: "secondary",
  expirado: "outline",
};

/** /app/beneficios/historico: what the militar redeemed, its use at the till, ratings and cashback. */
export function BenefitsHistoryPage() {
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 p-4 md:p-8">
      <div>
        <Button asChild variant="ghost" size="sm" className="-ml-2">
          <Link to={href("militaryBenefits")}>
            <ArrowLeftIcon aria-hidden="true" />
            Voltar aos benefícios
          </Link>
        </Button>
        <h1 className="mt-2 font-bold text-2xl tracking-tight md:text-3xl">Histórico de benefícios</h1>
        <p className="mt-1 text-muted-foreground">Seus resgates, o uso no parceiro e o seu cashback.</p>
      </div>
      <CashbackSummary />
      <RedemptionList />
    </div>
  );
}

function CashbackSummary() {
  const query = useQuery(cashbackQuery);
  if (query.isPending) return <Skeleton className="h-32 w-full" />;
  if (query.isError) return <LoadError message="Erro ao carregar o cashback" query={query} />;
  const c = query.data;
  return (
    <Card className="grid gap-4 p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-semibold text-lg">Cashback</h2>
        <WithdrawalDialog availableCents={c.availableCents} />
      </div>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <div className="rounded-lg bg-muted/50 p-3">
          <dt className="text-muted-foreground text-sm">Disponível</dt>
          <dd className="font-bold text-2xl">{formatCents(c.availableCents)}</dd>
        </div>
        <div className="rounded-lg bg-muted/50 p-3">
          <dt className="text-muted-foreground text-sm">Pendente</dt>
          <dd className="font-bold text-2xl">{formatCents(c.pendingCents)}</dd>
        </div>
        <div className="rounded-lg bg-muted/50 p-3">
          <dt className="text-muted-foreground text-sm">Sacado</dt>
          <dd className="font-bold text-2xl">{formatCents(c.withdrawnCents)}</dd>
        </div>
      </dl>
      <p className="text-muted-foreground text-xs">
        O cashback fica pendente por 30 dias após o uso, prazo em que o parceiro pode contestá-lo, e depois fica
        disponível para saque por Pix (mínimo de R$ 20,00).
      </p>
      {c.withdrawals.length > 0 ? (
        <div className="grid gap-2">
          <h3 className="font-medium text-sm">Saques</h3>
          <ul className="grid gap-1 text-sm">
            {c.withdrawals.map((w) => (
              <li key={w.id} className="flex flex-wrap justify-between gap-2 border-b py-1 last:border-0">
                <span>
                  {shortDate(w.createdAt)} · Pix {w.pixKey}
                </span>
                <span className="font-medium">
                  {formatCents(w.amountCents)} ·{" "}
                  <span className={w.status === "recusado" ? "text-destructive" : "text-muted-foreground"}>
                    {WITHDRAWAL_STATUS_LABELS[w.status as WithdrawalStatus] ?? w.status}
                  </span>
                </span>
                {w.status === "recusado" && w.refusalReason ? (
                  <span className="w-full text-muted-foreground text-xs">
                    Motivo: {w.refusalReason} O valor voltou ao seu saldo.
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Card>
  );
}

function RedemptionList() {
  const query = useInfiniteQuery(historyQuery);
  const [using, setUsing] = useState<Redemption | null>(null);
  const items = query.data?.pages.flatMap((p) => p.redemptions) ?? [];
  // The open code follows realtime: once the partner confirms it, the dialog closes by itself.
  const open = using ? (items.find((r) => r.id === using.id) ?? using) : null;

  return (
    <PagedList
      list={query}
      items={items}
      skeleton={{ className: "grid gap-3", status: "Carregando histórico…", row: "h-28 w-full" }}
      error={{ message: "Erro ao carregar o histórico" }}
      empty={
        <EmptyState
          icon={GiftIcon}
          title={benefitMessages.emptyHistory}
          description="Resgate um desconto em Benefícios e ele aparece aqui, pronto para usar no parceiro."
          action={
            <Button asChild variant="outline">
              <Link to={href("militaryBenefits")}>Ver benefícios</Link>
            </Button>
          }
        />
      }
    >
      {(redemptions, more) => (
        <section aria-label="Resgates" className="grid gap-3">
          <ul className="grid gap-3">
            {redemptions.map((r) => (
              <RedemptionItem key={r.id} redemption={r} onUse={() => setUsing(r)} />
            ))}
          </ul>
          {more}
          <RedemptionDialog
            title="Use seu benefício"
            redemption={open && open.status === "ativo" ? open : null}
            onClose={() => setUsing(null)}
          />
        </section>
      )}
    </PagedList>
  );
}

function RedemptionItem({ redemption: r, onUse }: { redemption: Redemption; onUse: () => void }) {
  return (
    <li>
      <Card className="grid gap-3 p-4 sm:grid-cols-[1fr_auto] sm:items-start">
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="font-semibold wrap-anywhere">{r.partnerName}</h2>
            <Badge variant={STATUS_VARIANT[r.status]}>{REDEMPTION_STATUS_LABELS[r.status]}</Badge>
          </div>
          <p className="text-sm wrap-anywhere">
            {r.offerTitle} · {r.category}
          </p>
          <p className="text-muted-foreground text-sm">
            {r.discountPercent}% de desconto · {BENEFIT_MODE_LABELS[r.mode]}
            {r.code ? (
              <>
                {" "}
                · <span className="font-mono">{r.code}</span>
              </>
            ) : null}
          </p>
          <p className="text-muted-foreground text-sm">
            Resgatado em {shortDate(r.redeemedAt)}
            {r.usedAt ? ` · Usado em ${shortDate(r.usedAt)}` : ` · Válido até ${shortDate(r.expiresAt)}`}
          </p>
          {r.cashbackCents && r.cashbackStatus ? (
            <p className="text-sm">
              Cashback de <span className="font-medium">{formatCents(r.cashbackCents)}</span> ·{" "}
              {CASHBACK_STATUS_LABELS[r.cashbackStatus]}
              {r.cashbackStatus === "pendente" && r.cashbackAvailableAt
                ? ` até ${shortDate(r.cashbackAvailableAt)}`
                : ""}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-2 sm:justify-end">
          {r.status === "ativo" ? (
            <Button onClick={onUse} aria-label={`Usar benefício de ${r.partnerName}`}>
              Usar
            </Button>
          ) : null}
          {r.status === "usado" ? <Rating redemption={r} /> : null}
        </div>
      </Card>
    </li>
  );
}

const starsLabel = (n: number) => `${n} ${n === 1 ? "estrela" : "estrelas"}`;

/** Five stars, filled up to `value`; decorative, the caller says the value in words. */
function Stars({ value, className }: { value: number; className?: string }) {
  return (
    <span className={cn("flex", className)} aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon
          key={n}
          className={n <= value ? "size-5 fill-warning text-warning" : "size-5 text-muted-foreground"}
        />
      ))}
    </span>
  );
}

/**
 * The militar's rating of the partner, after a use: stars chosen first (radio buttons, so arrows
 * move between them), then sent with 'Enviar avaliação'. A rating already given can be changed.
 */
function Rating({ redemption }: { redemption: Redemption }) {
  const rate = useRateRedemption();
  const given = redemption.rating;
  const [editing, setEditing] = useState(false);
  const [chosen, setChosen] = useState<number | null>(given);
  const name = useId();

  if (given !== null && !editing) {
    return (
      <div className="grid justify-items-start gap-1 sm:justify-items-end">
        <p className="flex items-center gap-2 text-sm">
          <span className="text-muted-foreground text-xs">Sua avaliação</span>
          <Stars value={given} />
          <span className="sr-only">{starsLabel(given)} de 5</span>
        </p>
        <Button
          type="button"
          variant="link"
          size="sm"
          className="h-auto p-0"
          aria-label={`Alterar sua avaliação de ${redemption.partnerName}`}
          onClick={() => {
            setChosen(given);
            setEditing(true);
          }}
        >
          Alterar avaliação
        </Button>
      </div>
    );
  }

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (chosen === null || rate.isPending) return;
    rate.mutate(
      { id: redemption.id, rating: chosen },
      {
        onSuccess: () => {
          toast.success(given === null ? "Obrigado pela avaliação!" : "Avaliação atualizada.");
          setEditing(false);
        },
        onError: (error) => toast.error(errorMessage(error, "Não foi possível enviar a avaliação.")),
      },
    );
  };

  return (
    <form onSubmit={send} className="grid justify-items-start gap-2 sm:justify-items-end">
      <fieldset disabled={rate.isPending}>
        <legend className="text-muted-foreground text-xs">Avalie {redemption.partnerName}</legend>
        <div className="flex">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="cursor-pointer rounded-md p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input
                type="radio"
                name={name}
                value={n}
                checked={chosen === n}
                onChange={() => setChosen(n)}
                className="sr-only"
              />
              <span className="sr-only">{starsLabel(n)}</span>
              <StarIcon
                aria-hidden="true"
                className={
                  chosen !== null && n <= chosen ? "size-6 fill-warning text-warning" : "size-6 text-muted-foreground"
                }
              />
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-2">
        {given !== null ? (
          <Button type="button" variant="ghost" size="sm" onClick={() => setEditing(false)} disabled={rate.isPending}>
            Cancelar
          </Button>
        ) : null}
        <Button type="submit" size="sm" disabled={chosen === null || chosen === given || rate.isPending}>
          {rate.isPending ? "Enviando..." : "Enviar avaliação"}
        </Button>
      </div>
    </form>
  );
}
