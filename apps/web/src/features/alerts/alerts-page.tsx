import { alertMessages, MAX_ALERTS_PER_MILITAR } from "@pm/shared/alerts.constants";
import { href } from "@pm/shared/pages";
import { useQuery } from "@tanstack/react-query";
import { BellIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { PagedList } from "@/components/paged-list";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { alertsQuery, useFollowCompany } from "./api";
import { AlertCard } from "./components/alert-card";

/** The company a link asks to follow: a company's public page sends here with ?seguir=<its slug>. */
const FOLLOW_PARAM = "seguir";

/**
 * /app/alertas: the militar's job alerts (his saved searches and the companies he follows), each
 * paused, resumed, edited or deleted here.
 */
export function AlertsPage() {
  const alerts = useQuery(alertsQuery);
  const items = alerts.data?.alerts ?? [];
  useFollowFromLink();

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 p-4 md:p-8">
      <PageHeader
        title="Alertas de vagas"
        description="Receba por e-mail as vagas novas das suas buscas e das empresas que você segue."
        aside={
          alerts.data ? (
            <p className="text-muted-foreground text-sm">
              <span className="font-medium text-foreground">
                {items.length} de {MAX_ALERTS_PER_MILITAR}
              </span>{" "}
              alertas
            </p>
          ) : null
        }
      />
      <PagedList
        list={alerts}
        items={items}
        skeleton={{
          rows: 3,
          className: "grid gap-4",
          status: "Carregando alertas…",
          row: (
            <div className="grid gap-3 rounded-xl border p-5">
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-8 w-48" />
            </div>
          ),
        }}
        error={{ message: "Não foi possível carregar seus alertas.", hint: "Verifique sua conexão e tente novamente." }}
        empty={
          <EmptyState
            icon={BellIcon}
            heading
            title={alertMessages.empty}
            description={alertMessages.emptyHint}
            action={
              <Button asChild>
                <Link to={href("militaryJobs")}>Ir para Vagas</Link>
              </Button>
            }
          />
        }
      >
        {(list) => (
          <ul className="grid gap-4" aria-label="Seus alertas">
            {list.map((alert) => (
              <AlertCard key={alert.id} alert={alert} />
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}

/**
 * 'Seguir empresa' from a company's page: follows the company named by ?seguir= once, says so,
 * and takes the parameter out of the address, so going back or reloading follows nothing again.
 */
function useFollowFromLink() {
  const [params, setParams] = useSearchParams();
  const slug = params.get(FOLLOW_PARAM);
  const { mutate } = useFollowCompany();
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (!slug || asked.current === slug) return;
    asked.current = slug;
    mutate(slug, {
      onSuccess: () => toast.success(alertMessages.following),
      onError: (error) => toast.error(errorMessage(error)),
      onSettled: () =>
        setParams(
          (prev) => {
            const next = new URLSearchParams(prev);
            next.delete(FOLLOW_PARAM);
            return next;
          },
          { replace: true },
        ),
    });
  }, [slug, mutate, setParams]);
}
