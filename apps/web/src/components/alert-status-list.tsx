// What an alert's card says of it, on the militar's `/app/alertas` and on a visitor's page of his
// alerts alike: active or why it is paused, its frequency, its last e-mail and, when given, how
// many jobs it has sent.

import type { AlertView } from "@pm/shared/alerts";
import { ALERT_FREQUENCY_LABELS, ALERT_PAUSE_LABELS } from "@pm/shared/alerts.constants";
import { RelativeTime } from "@/components/relative-time";
import { Badge } from "@/components/ui/badge";

const jobsSentText = (n: number) => (n === 1 ? "1 vaga enviada" : `${n} vagas enviadas`);

export function AlertStatusList({
  alert,
  pausedBy,
  jobsSent = false,
}: {
  alert: Pick<AlertView, "active" | "pausedReason" | "frequency" | "lastSentAt" | "jobsSent">;
  /** The reason shown for a pause that names none: the militar's own switch, or the visitor's link. */
  pausedBy: "usuario" | "descadastro";
  jobsSent?: boolean;
}) {
  const status = alert.active ? "Ativo" : ALERT_PAUSE_LABELS[alert.pausedReason ?? pausedBy];
  return (
    <ul className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm" aria-label="Situação do alerta">
      <li>
        <Badge variant={alert.active ? "default" : "warning"}>{status}</Badge>
      </li>
      <li>
        <Badge variant="secondary">{ALERT_FREQUENCY_LABELS[alert.frequency]}</Badge>
      </li>
      <li className="text-muted-foreground">
        {alert.lastSentAt ? (
          <>
            Último envio <RelativeTime iso={alert.lastSentAt} />
          </>
        ) : (
          "Nenhum envio ainda"
        )}
      </li>
      {jobsSent ? <li className="text-muted-foreground">{jobsSentText(alert.jobsSent)}</li> : null}
    </ul>
  );
}
