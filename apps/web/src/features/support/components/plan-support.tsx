import { href } from "@pm/shared/pages";
import { ClockIcon, LifeBuoyIcon, MessagesSquareIcon } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { SupportPage } from "../api";

type PlanSupportData = Pick<SupportPage, "planLabel" | "level" | "hoursLabel" | "operatorAvailable">;

/**
 * What the person's plan promises: how he is served, the first answer's target and the hours it
 * counts in. FREE's, the community's, leads to the Comunidade first. A live level also says whether an attendant is there now, since that decides whether
 * the answer comes in the chat or by e-mail.
 */
export function PlanSupport({ data }: { data: PlanSupportData }) {
  const { level } = data;
  return (
    <section aria-labelledby="suporte-plano-titulo" className="grid gap-3 rounded-xl border bg-card p-4 md:p-6">
      <div className="flex flex-wrap items-center gap-2">
        <LifeBuoyIcon aria-hidden="true" className="size-5 text-primary" />
        <h2 id="suporte-plano-titulo" className="font-semibold text-lg">
          Suporte {level.phrase}
        </h2>
        <Badge variant="accent">Plano {data.planLabel}</Badge>
      </div>
      <p className="text-muted-foreground text-sm">{level.description}</p>
      {level.id === "community" ? (
        <div>
          <Button asChild size="sm">
            <Link to={href("militaryCommunity")}>
              <MessagesSquareIcon aria-hidden="true" />
              Perguntar na Comunidade
            </Link>
          </Button>
        </div>
      ) : null}
      <ul className="grid gap-2 text-sm">
        <li className="flex items-center gap-2">
          <ClockIcon aria-hidden="true" className="size-4 shrink-0 text-primary" />
          Primeira resposta em até {level.targetLabel}
        </li>
        {level.live ? (
          <li className="flex items-center gap-2" data-testid="operator-availability">
            {data.operatorAvailable ? (
              <>
                <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full bg-emerald-600" />
                <span>
                  <strong className="font-semibold text-emerald-800">Disponível agora</strong>: um atendente responde ao
                  vivo, pelo chat.
                </span>
              </>
            ) : (
              <>
                <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full bg-muted-foreground/60" />
                <span>Nenhum atendente disponível agora: a resposta chega por e-mail.</span>
              </>
            )}
          </li>
        ) : null}
      </ul>
      <p className="text-muted-foreground text-xs">{data.hoursLabel}</p>
    </section>
  );
}

export function PlanSupportSkeleton() {
  return (
    <div aria-hidden="true" className="grid gap-3 rounded-xl border p-4 md:p-6">
      <Skeleton className="h-6 w-48" />
      <Skeleton className="h-4 w-full max-w-xl" />
      <Skeleton className="h-4 w-64" />
    </div>
  );
}
