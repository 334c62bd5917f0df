import { type AlertSearch, alertMessages, alertSearchParams, alertSearchSummary } from "@pm/shared/alerts";
import { href } from "@pm/shared/pages";
import { SearchIcon, Trash2Icon } from "lucide-react";
import { Switch } from "radix-ui";
import { useId } from "react";
import { Link } from "react-router";
import { AlertStatusList } from "@/components/alert-status-list";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useConfirmedDelete } from "@/hooks/use-confirmed-delete";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { type MilitaryAlert, useDeleteAlert, useUpdateAlert } from "../api";
import { EditAlertDialog } from "./edit-alert-dialog";

/** "1 vaga enviada", "12 vagas enviadas". */

/**
 * The board opened on the alert's search. A followed company's alert has no filters of its own:
 * the board finds its jobs by the company's name.
 */
function boardSearchOf(alert: MilitaryAlert): AlertSearch {
  return alert.company && Object.keys(alert.search).length === 0 ? { q: alert.company.name } : alert.search;
}

/** One alert: what it searches, how often, whether it sends, what it sent, and its actions. */
export function AlertCard({ alert }: { alert: MilitaryAlert }) {
  const id = useId();
  const update = useUpdateAlert();
  const remove = useDeleteAlert();
  const following = alert.company !== null;
  const confirmed = useConfirmedDelete({
    remove: () => remove.mutateAsync(alert.id),
    pending: remove.isPending,
    deleted: () => toast.success(following ? alertMessages.unfollowed : alertMessages.deleted),
    failed: (error) => toast.error(errorMessage(error)),
  });

  const toggle = (active: boolean) =>
    update.mutate(
      { id: alert.id, active },
      {
        onSuccess: () => toast.success(active ? alertMessages.resumed : alertMessages.paused),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );

  return (
    <Card asChild padding="tile" className="grid gap-3">
      <li aria-labelledby={`${id}-nome`}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid min-w-0 flex-1 gap-1">
            <h2 id={`${id}-nome`} className="font-semibold text-lg leading-snug wrap-anywhere">
              {alert.name}
            </h2>
            <p className="text-muted-foreground text-sm wrap-anywhere">
              {alertSearchSummary(alert.search, alert.company?.name)}
            </p>
          </div>
          <div className="flex items-center gap-2">
            <Switch.Root
              id={`${id}-ativo`}
              checked={alert.active}
              disabled={update.isPending}
              onCheckedChange={toggle}
              className="peer inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-input outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary"
            >
              <Switch.Thumb className="pointer-events-none block size-5 rounded-full bg-background shadow-lg ring-0 transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />
            </Switch.Root>
            <label htmlFor={`${id}-ativo`} className="text-sm">
              Receber e-mails<span className="sr-only"> do alerta {alert.name}</span>
            </label>
          </div>
        </div>
        <AlertStatusList alert={alert} pausedBy="usuario" jobsSent />
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to={href("militaryJobs", {}, Object.fromEntries(alertSearchParams(boardSearchOf(alert))))}>
              <SearchIcon aria-hidden="true" />
              Ver vagas<span className="sr-only"> do alerta {alert.name}</span>
            </Link>
          </Button>
          <EditAlertDialog alert={alert} />
          <ConfirmDialog
            {...confirmed.dialog}
            trigger={
              <Button variant="ghost" size="sm" className="text-destructive hover:text-destructive">
                <Trash2Icon aria-hidden="true" />
                {following ? "Deixar de seguir" : "Excluir"}
                <span className="sr-only"> o alerta {alert.name}</span>
              </Button>
            }
            title={following ? `Deixar de seguir ${alert.company?.name ?? ""}?` : "Excluir alerta?"}
            description={
              following
                ? "Você não receberá mais e-mails com as vagas novas desta empresa."
                : `O alerta “${alert.name}” deixará de enviar vagas novas. Esta ação não pode ser desfeita.`
            }
            cancelLabel="Cancelar"
            confirmLabel={following ? "Deixar de seguir" : "Excluir"}
            pendingLabel="Excluindo..."
            destructive
            onConfirm={confirmed.confirm}
          />
        </div>
      </li>
    </Card>
  );
}
