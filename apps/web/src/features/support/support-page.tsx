import { supportMessages } from "@pm/shared/support.constants";
import { useInfiniteQuery } from "@tanstack/react-query";
import { LifeBuoyIcon, MessageSquarePlusIcon } from "lucide-react";
import { type ComponentProps, useState } from "react";
import { useSearchParams } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { PagedList } from "@/components/paged-list";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { patchParams } from "@/lib/search-params";
import { supportListQuery } from "./api";
import { NewRequestDialog } from "./components/new-request-dialog";
import { PlanSupport, PlanSupportSkeleton } from "./components/plan-support";
import { OPEN_PARAM, RequestList } from "./components/request-list";
import { RequestThread } from "./components/request-thread";

const LIMIT_NOTE_ID = "suporte-limite";

/**
 * /app/suporte and /empresa/suporte: what the plan's support promises, 'Novo atendimento', the
 * person's requests, and the open one's thread (?atendimento=<id>) beside the list, or below it
 * on a phone.
 */
export function SupportPage() {
  const [params, setParams] = useSearchParams();
  const openId = params.get(OPEN_PARAM);
  const list = useInfiniteQuery(supportListQuery);
  const [creating, setCreating] = useState(false);

  const first = list.data?.pages[0];
  const requests = list.data?.pages.flatMap((page) => page.requests) ?? [];
  const atLimit = first ? first.openCount >= first.openLimit : false;
  const closeTo = `?${patchParams(params, { [OPEN_PARAM]: null })}`;
  const openRequest = (id: string) => setParams((prev) => patchParams(prev, { [OPEN_PARAM]: id }));

  const newButton = (props: ComponentProps<typeof Button>) => (
    <Button
      disabled={atLimit}
      aria-describedby={atLimit ? LIMIT_NOTE_ID : undefined}
      className="w-full sm:w-auto"
      {...props}
    >
      <MessageSquarePlusIcon aria-hidden="true" />
      Novo atendimento
    </Button>
  );

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 p-4 md:p-8">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-bold text-2xl tracking-tight md:text-3xl">Suporte</h1>
          <p className="mt-1 text-muted-foreground">
            Fale com a nossa equipe sobre sua conta, pagamentos, vagas ou qualquer dúvida.
          </p>
        </div>
        <div className="grid gap-2 sm:justify-items-end">
          <NewRequestDialog
            open={creating}
            onOpenChange={setCreating}
            trigger={newButton({})}
            onCreated={openRequest}
          />
          {atLimit ? (
            <p id={LIMIT_NOTE_ID} className="max-w-sm text-muted-foreground text-sm sm:text-right">
              {supportMessages.tooManyOpen}
            </p>
          ) : null}
        </div>
      </div>

      {first ? <PlanSupport data={first} /> : list.isPending ? <PlanSupportSkeleton /> : null}

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <section aria-labelledby="atendimentos-titulo" className="grid min-w-0 gap-3">
          <h2 id="atendimentos-titulo" className="font-semibold text-lg">
            Seus atendimentos
          </h2>
          <PagedList
            list={list}
            items={requests}
            skeleton={{
              rows: 3,
              status: "Carregando atendimentos…",
              className: "grid gap-2",
              row: (
                <div className="grid gap-2 rounded-lg border p-3">
                  <Skeleton className="h-5 w-3/4" />
                  <Skeleton className="h-4 w-1/2" />
                </div>
              ),
            }}
            error={{
              message: "Não foi possível carregar seus atendimentos.",
              hint: "Verifique sua conexão e tente novamente.",
            }}
            empty={
              <EmptyState
                icon={LifeBuoyIcon}
                title="Nenhum atendimento ainda"
                description="Tem uma dúvida ou um problema? Abra um atendimento: nossa equipe responde aqui e por e-mail."
                action={newButton({ onClick: () => setCreating(true) })}
              />
            }
          >
            {(items, more) => (
              <>
                <RequestList requests={items} openId={openId} />
                {more}
              </>
            )}
          </PagedList>
        </section>

        {openId ? (
          <RequestThread id={openId} closeTo={closeTo} listUnread={requests.some((r) => r.id === openId && r.unread)} />
        ) : requests.length > 0 ? (
          <p className="hidden rounded-xl border border-dashed p-8 text-center text-muted-foreground lg:block">
            Escolha um atendimento para ver a conversa.
          </p>
        ) : null}
      </div>
    </div>
  );
}
