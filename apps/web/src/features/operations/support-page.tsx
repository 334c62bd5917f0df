import {
  SUPPORT_CATEGORIES,
  SUPPORT_CATEGORY_IDS,
  SUPPORT_PLAN_LABELS,
  SUPPORT_PLANS,
  SUPPORT_STATUS_IDS,
  SUPPORT_STATUS_OPERATOR_LABELS,
  type SupportCategory,
  type SupportPlan,
} from "@pm/shared/support.constants";
import { useInfiniteQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { Switch } from "radix-ui";
import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { type api, errorMessage } from "@/lib/api-client";
import { relativeDate } from "@/lib/dates";
import { patchParams } from "@/lib/search-params";
import { toast } from "@/lib/toast";
import { cx } from "@/lib/utils";
import { type SupportQueueFilters, type SupportQueueStatus, supportQueueQuery, useSupportAvailability } from "./api";
import { ConsoleList, ConsolePage } from "./console-list";
import { dueText, OVERDUE, supportPlanLabel, useNow } from "./support-format";
import { SupportMacrosDialog } from "./support-macros";
import { SupportRequestPanel } from "./support-request";

type Queue = InferResponseType<typeof api.operations.support.$get, 200>;
type QueueRow = Queue["requests"][number];
export type SupportOperator = Queue["operators"][number];

const categoryLabel = (category: string) => SUPPORT_CATEGORIES[category as SupportCategory] ?? category;
const statusLabel = (status: string) =>
  SUPPORT_STATUS_OPERATOR_LABELS[status as keyof typeof SUPPORT_STATUS_OPERATOR_LABELS] ?? status;

const STATUS_FILTERS: { value: SupportQueueStatus; label: string }[] = [
  ...SUPPORT_STATUS_IDS.map((value) => ({ value, label: SUPPORT_STATUS_OPERATOR_LABELS[value] })),
  { value: "todos", label: "Todos" },
];

/** The queue's filters as the address keeps them: ?plano=&categoria=&situacao=&meus=1. */
function readFilters(params: URLSearchParams): SupportQueueFilters {
  const plan = params.get("plano");
  const category = params.get("categoria");
  return {
    plan: SUPPORT_PLANS.includes(plan as SupportPlan) ? (plan as SupportPlan) : null,
    category: SUPPORT_CATEGORY_IDS.includes(category as SupportCategory) ? (category as SupportCategory) : null,
    status: STATUS_FILTERS.find((s) => s.value === params.get("situacao"))?.value ?? "aberto",
    mine: params.get("meus") === "1",
  };
}

/**
 * /operacao/suporte: the people's support requests, Enterprise first and then by due time; the
 * selected one (?atendimento=) opens beside the queue, or in its place on a phone.
 */
export function OperationsSupportPage() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const selected = params.get("atendimento");
  const list = useInfiniteQuery(supportQueueQuery(filters));
  const first = list.data?.pages[0];
  const requests = list.data?.pages.flatMap((page) => page.requests) ?? [];
  const now = useNow();
  // Closing a request gives the focus back to its row in the queue.
  const closed = useRef<string | null>(null);
  useEffect(() => {
    if (selected || !closed.current) return;
    document.querySelector<HTMLElement>(`[data-request="${closed.current}"]`)?.focus();
    closed.current = null;
  }, [selected]);

  const patch = (values: Record<string, string | null>) =>
    setParams((prev) => patchParams(prev, values), { replace: true });

  return (
    <ConsolePage
      title="Suporte"
      description="Atendimentos de militares e empresas, os de Enterprise primeiro e depois pelo prazo da primeira resposta."
    >
      <div className="grid gap-3 md:grid-cols-[1fr_auto] md:items-start">
        {first ? <Availability me={first.me} operators={first.operators} /> : <div />}
        <SupportMacrosDialog />
      </div>
      {/* On a phone the open request takes the queue's place, its filters with it. */}
      <div className={selected ? "hidden lg:block" : undefined}>
        <QueueFilters filters={filters} onChange={patch} />
      </div>
      <div
        className={cx(
          "grid min-w-0 items-start gap-6",
          selected ? "lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]" : undefined,
        )}
      >
        <div className={cx("min-w-0", selected ? "hidden lg:block" : undefined)}>
          <ConsoleList
            list={list}
            items={requests}
            error="Erro ao carregar os atendimentos"
            empty={filters.mine ? "Nenhum atendimento seu com esses filtros." : "Nenhum atendimento com esses filtros."}
            row={(r) => (
              <QueueItem
                key={r.id}
                request={r}
                now={now}
                selected={r.id === selected}
                to={`?${patchParams(params, { atendimento: r.id }).toString()}`}
              />
            )}
          />
        </div>
        {selected ? (
          <SupportRequestPanel
            key={selected}
            id={selected}
            operators={first?.operators ?? []}
            meId={first?.me.id ?? null}
            onClose={() => {
              closed.current = selected;
              patch({ atendimento: null });
            }}
          />
        ) : null}
      </div>
    </ConsolePage>
  );
}

/** The operator's own 'Disponível' / 'Ausente' switch, and who else is available now. */
function Availability({ me, operators }: { me: Queue["me"]; operators: SupportOperator[] }) {
  const change = useSupportAvailability();
  const available = change.isPending && change.variables !== undefined ? change.variables : me.available;
  const others = operators.filter((o) => o.available && o.id !== me.id);
  return (
    <Card padding="sm" className="grid gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <Switch.Root
          id="support-available"
          checked={available}
          disabled={change.isPending}
          aria-describedby="support-available-hint"
          onCheckedChange={(next) =>
            change.mutate(next, {
              onSuccess: (res) => toast.success(res.message),
              onError: (error) => toast.error(errorMessage(error, "Não foi possível mudar a disponibilidade.")),
            })
          }
          className="peer inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-input outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary"
        >
          <Switch.Thumb className="pointer-events-none block size-5 rounded-full bg-background shadow-lg ring-0 transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />
        </Switch.Root>
        <Label htmlFor="support-available">Disponível para atendimento</Label>
        <Badge variant={available ? "accent" : "outline"}>{available ? "Disponível" : "Ausente"}</Badge>
      </div>
      <p id="support-available-hint" className="text-muted-foreground text-sm">
        Disponível, você atende ao vivo quem tem chat no plano.{" "}
        {others.length === 0
          ? "Nenhum outro operador disponível agora."
          : `Também disponíveis: ${others.map((o) => o.name).join(", ")}.`}
      </p>
    </Card>
  );
}

function QueueFilters({
  filters,
  onChange,
}: {
  filters: SupportQueueFilters;
  onChange: (values: Record<string, string | null>) => void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,1fr))_auto] lg:items-end">
      <div className="grid gap-1.5">
        <Label htmlFor="support-filter-plan">Plano</Label>
        <NativeSelect
          id="support-filter-plan"
          value={filters.plan ?? ""}
          onChange={(e) => onChange({ plano: e.target.value })}
        >
          <option value="">Todos os planos</option>
          {SUPPORT_PLANS.map((plan) => (
            <option key={plan} value={plan}>
              {SUPPORT_PLAN_LABELS[plan]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="support-filter-category">Categoria</Label>
        <NativeSelect
          id="support-filter-category"
          value={filters.category ?? ""}
          onChange={(e) => onChange({ categoria: e.target.value })}
        >
          <option value="">Todas as categorias</option>
          {SUPPORT_CATEGORY_IDS.map((category) => (
            <option key={category} value={category}>
              {SUPPORT_CATEGORIES[category]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="support-filter-status">Status</Label>
        <NativeSelect
          id="support-filter-status"
          value={filters.status}
          // 'Aberto' is the default: the address leaves it out.
          onChange={(e) => onChange({ situacao: e.target.value === "aberto" ? null : e.target.value })}
        >
          {STATUS_FILTERS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex h-10 items-center gap-2">
        <input
          id="support-filter-mine"
          type="checkbox"
          checked={filters.mine}
          onChange={(e) => onChange({ meus: e.target.checked ? "1" : null })}
          className="size-4 accent-primary"
        />
        <Label htmlFor="support-filter-mine">Só os meus</Label>
      </div>
    </div>
  );
}

/** A request in the queue: a link that opens it beside the list. */
function QueueItem({
  request: r,
  now,
  selected,
  to,
}: {
  request: QueueRow;
  now: number;
  selected: boolean;
  to: string;
}) {
  const due = r.dueAt && r.status !== "resolvido" ? dueText(r.dueAt, r.overdue, now) : null;
  return (
    <li>
      <Link
        to={to}
        data-request={r.id}
        aria-current={selected ? "true" : undefined}
        className={cx(
          "grid gap-1.5 rounded-lg border bg-card p-4 text-sm outline-none transition-colors [overflow-wrap:anywhere] hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50",
          selected ? "border-primary ring-1 ring-primary" : undefined,
        )}
      >
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-base">{r.subject}</span>
          <Badge variant={r.plan === "enterprise" ? "default" : "secondary"}>{supportPlanLabel(r.plan)}</Badge>
        </span>
        <span className="text-muted-foreground">
          {r.personName}
          {r.companyName ? ` · ${r.companyName}` : ""}
        </span>
        <span>
          {categoryLabel(r.category)} · {statusLabel(r.status)} ·{" "}
          {r.assignee ? `Com ${r.assignee.name}` : "Sem responsável"}
        </span>
        <span className="flex flex-wrap gap-x-3 gap-y-1 text-muted-foreground">
          {due ? <span className={due === OVERDUE ? "font-semibold text-destructive" : undefined}>{due}</span> : null}
          <span>
            Aberto <time dateTime={r.createdAt}>{relativeDate(r.createdAt)}</time>
          </span>
        </span>
      </Link>
    </li>
  );
}
