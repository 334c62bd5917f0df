import { zodResolver } from "@hookform/resolvers/zod";
import { BENEFIT_LIMITS, CASHBACK_STATUS_LABELS, type CashbackStatus } from "@pm/shared/benefits";
import { contestCashbackSchema } from "@pm/shared/benefits.company";
import { formatCents } from "@pm/shared/format";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { ConfirmDialog, ConfirmDialogPanel } from "@/components/confirm-dialog";
import { FormField, invalidProps } from "@/components/form-field";
import { PagedList } from "@/components/paged-list";
import { Section } from "@/components/section";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { longDate, shortDate } from "@/lib/dates";
import { toast } from "@/lib/toast";
import { type PartnerUse, partnerUsesQuery, useContestCashback } from "../api";

const CASHBACK_VARIANTS = {
  pendente: "warning",
  disponivel: "default",
  contestado: "secondary",
} as const satisfies Record<CashbackStatus, string>;

type ContestValues = { reason: string };

/** The dialog's panel: why the partner contests, checked by the schema the API uses. */
function ContestPanel({
  use,
  pending,
  onContest,
}: {
  use: PartnerUse;
  pending: boolean;
  /** Resolves when contested; rejects with the API's error. */
  onContest: (reason: string) => Promise<void>;
}) {
  const form = useForm<ContestValues>({ resolver: zodResolver(contestCashbackSchema), defaultValues: { reason: "" } });
  const error = form.formState.errors.reason?.message;
  const id = `contest-reason-${use.id}`;

  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      await onContest(reason);
    } catch (e) {
      const issue = e instanceof ApiRequestError ? e.issues.find((i) => i.path === "reason") : undefined;
      // Any other refusal was told in a toast and closed the dialog.
      if (issue) form.setError("reason", { message: issue.message });
    }
  });

  return (
    <ConfirmDialogPanel
      title="Contestar cashback?"
      description={
        <>
          O cashback de {formatCents(use.cashbackCents ?? 0)} do código {use.code} não será creditado ao militar.
          {use.cashbackAvailableAt ? ` Você pode contestar até ${longDate(use.cashbackAvailableAt)}.` : ""}
        </>
      }
      cancelLabel="Cancelar"
      confirmLabel="Contestar cashback"
      pendingLabel="Contestando..."
      destructive
      pending={pending}
      onSubmit={(event) => void submit(event)}
    >
      <FormField id={id} label="Motivo" required error={error}>
        <Textarea
          id={id}
          rows={4}
          maxLength={BENEFIT_LIMITS.contestReason}
          placeholder="Ex.: A compra foi cancelada e o valor devolvido."
          aria-required="true"
          className="min-h-24"
          {...invalidProps(id, error)}
          {...form.register("reason")}
        />
      </FormField>
    </ConfirmDialogPanel>
  );
}

/** 'Contestar', while the use's cashback is pending: it is then never credited. */
function ContestButton({ use }: { use: PartnerUse }) {
  const [open, setOpen] = useState(false);
  const contest = useContestCashback();

  const onContest = async (reason: string) => {
    if (contest.isPending) return;
    try {
      await contest.mutateAsync({ id: use.id, reason });
      setOpen(false);
      toast.success("Cashback contestado.");
    } catch (error) {
      if (error instanceof ApiRequestError && error.issues.some((i) => i.path === "reason")) throw error;
      setOpen(false);
      toast.error(errorMessage(error, "Erro ao contestar cashback. Tente novamente."));
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      pending={contest.isPending}
      trigger={
        <Button variant="outline" size="sm" aria-label={`Contestar cashback do código ${use.code}`}>
          Contestar
        </Button>
      }
      content={<ContestPanel use={use} pending={contest.isPending} onContest={onContest} />}
    />
  );
}

function UseItem({ use }: { use: PartnerUse }) {
  const hasCashback = (use.cashbackCents ?? 0) > 0;
  return (
    <li className="grid gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <p className="font-medium wrap-anywhere">{use.offerTitle}</p>
          <p className="font-mono text-muted-foreground text-xs wrap-anywhere">{use.code}</p>
        </div>
        {use.cashbackStatus === "pendente" ? <ContestButton use={use} /> : null}
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">Militar</dt>
          <dd className="flex flex-wrap items-center gap-1.5">
            <span className="wrap-anywhere">{use.militarFirstName}</span>
            <Badge variant={use.plan === "PREMIUM" ? "accent" : "outline"}>{use.plan}</Badge>
          </dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">Usado em</dt>
          <dd>{use.usedAt ? shortDate(use.usedAt) : "—"}</dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">Compra</dt>
          <dd>{use.purchaseCents ? formatCents(use.purchaseCents) : "Não informada"}</dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">Cashback</dt>
          <dd className="flex flex-wrap items-center gap-1.5">
            {hasCashback ? formatCents(use.cashbackCents ?? 0) : "Sem cashback"}
            {hasCashback && use.cashbackStatus ? (
              <Badge variant={CASHBACK_VARIANTS[use.cashbackStatus]}>
                {CASHBACK_STATUS_LABELS[use.cashbackStatus]}
              </Badge>
            ) : null}
          </dd>
        </div>
      </dl>
      {use.cashbackStatus === "contestado" && use.cashbackContestReason ? (
        <p className="text-muted-foreground text-sm wrap-anywhere">
          Motivo da contestação: {use.cashbackContestReason}
        </p>
      ) : null}
    </li>
  );
}

/** The confirmed uses of the partner's codes, newest first, a page at a time. */
export function PartnerUsesSection() {
  const uses = useInfiniteQuery(partnerUsesQuery);
  const rows = uses.data?.pages.flatMap((p) => p.uses) ?? [];
  const contestDays = uses.data?.pages[0]?.contestDays;

  return (
    <Section
      id="partner-uses"
      title="Usos confirmados"
      description={
        contestDays
          ? `O cashback fica pendente por ${contestDays} dias após o uso: nesse prazo você pode contestá-lo.`
          : undefined
      }
    >
      <PagedList
        list={uses}
        items={rows}
        skeleton={{
          rows: 2,
          status: "Carregando usos...",
          row: (
            <div className="grid gap-2 rounded-lg border p-4">
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-8 w-full" />
            </div>
          ),
        }}
        error={{
          message: "Erro ao carregar os usos",
          hint: "Verifique sua conexão e tente novamente.",
          frame: "plain",
        }}
        empty={<p className="text-muted-foreground text-sm">Nenhum uso confirmado ainda.</p>}
        loadMore={{ busy: "text", className: "w-fit justify-self-center", wrapper: null }}
      >
        {(items, more) => (
          <>
            <ul aria-label="Usos confirmados" className="grid gap-3">
              {items.map((use) => (
                <UseItem key={use.id} use={use} />
              ))}
            </ul>
            {more}
          </>
        )}
      </PagedList>
    </Section>
  );
}
