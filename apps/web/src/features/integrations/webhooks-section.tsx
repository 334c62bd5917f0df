import {
  DELIVERY_STATUS_LABELS,
  type DeliveryStatus,
  webhookMessages as m,
  WEBHOOK_EVENTS,
  type WebhookEvent,
} from "@pm/shared/integrations";
import { useQuery } from "@tanstack/react-query";
import { format, parseISO } from "date-fns";
import { type FormEvent, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { FormField, invalidProps } from "@/components/form-field";
import { PagedList } from "@/components/paged-list";
import { Section } from "@/components/section";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useCreateEndpoint, useDeleteEndpoint, useEnableEndpoint, useResendDelivery, webhooksQuery } from "./api";

const EVENTS = Object.keys(WEBHOOK_EVENTS) as WebhookEvent[];
const when = (iso: string) => format(parseISO(iso), "dd/MM/yyyy HH:mm:ss");

/** Webhook endpoints, the form that adds one, and the delivery log with 'Reenviar'. */
export function WebhooksSection() {
  const webhooks = useQuery(webhooksQuery);
  const remove = useDeleteEndpoint();
  const enable = useEnableEndpoint();
  const resend = useResendDelivery();
  const [removing, setRemoving] = useState<string | null>(null);

  const act = async (run: () => Promise<{ message: string }>, fallback: string) => {
    try {
      toast.success((await run()).message);
    } catch (failure) {
      toast.error(errorMessage(failure, fallback));
    }
  };

  return (
    <>
      <NewEndpoint />
      <Section id="webhook-endpoints" title="Endpoints de webhook">
        <PagedList
          list={webhooks}
          items={webhooks.data?.endpoints ?? []}
          skeleton={{ rows: 1, row: "h-20 w-full" }}
          error={{ message: "Erro ao carregar os webhooks", frame: "plain" }}
          empty={<p className="text-muted-foreground text-sm">{m.endpointsEmpty}</p>}
        >
          {(items) => (
            <ul className="grid gap-2">
              {items.map((endpoint) => (
                <li
                  key={endpoint.id}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3 text-sm [overflow-wrap:anywhere]"
                >
                  <span className="grid min-w-0 gap-0.5">
                    <span className="flex flex-wrap items-center gap-2 font-mono">
                      {endpoint.url}
                      {endpoint.disabledAt ? <Badge variant="destructive">Desativado</Badge> : null}
                      {!endpoint.disabledAt && endpoint.failingSince ? <Badge variant="warning">Falhando</Badge> : null}
                    </span>
                    <span className="text-muted-foreground">
                      {endpoint.events.map((e) => WEBHOOK_EVENTS[e as WebhookEvent] ?? e).join(" · ")}
                    </span>
                  </span>
                  <span className="flex flex-wrap gap-2">
                    {endpoint.disabledAt ? (
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={enable.isPending}
                        onClick={() => void act(() => enable.mutateAsync(endpoint.id), "Não foi possível reativar.")}
                      >
                        Reativar
                      </Button>
                    ) : null}
                    <ConfirmDialog
                      open={removing === endpoint.id}
                      onOpenChange={(open) => setRemoving(open ? endpoint.id : null)}
                      trigger={
                        <Button size="sm" variant="outline">
                          Remover
                        </Button>
                      }
                      title="Remover este endpoint?"
                      description="Ele deixa de receber eventos e o histórico de entregas dele é apagado."
                      cancelLabel="Cancelar"
                      confirmLabel="Remover endpoint"
                      pendingLabel="Removendo..."
                      destructive
                      pending={remove.isPending}
                      onConfirm={async () => {
                        await act(() => remove.mutateAsync(endpoint.id), "Não foi possível remover.");
                        setRemoving(null);
                      }}
                    />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      </Section>
      <Section
        id="webhook-deliveries"
        title="Entregas recentes"
        description="Cada evento é reenviado por até 24 horas enquanto o endpoint não responder com 2xx."
      >
        <PagedList
          list={webhooks}
          items={webhooks.data?.deliveries ?? []}
          skeleton={{ rows: 1, row: "h-20 w-full" }}
          error={{ message: "Erro ao carregar as entregas", frame: "plain" }}
          empty={<p className="text-muted-foreground text-sm">{m.deliveriesEmpty}</p>}
        >
          {(items) => (
            <div className="overflow-x-auto">
              <table className="w-full text-sm">
                <caption className="sr-only">Entregas de webhook</caption>
                <thead>
                  <tr className="border-b text-left text-muted-foreground">
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Evento
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Situação
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Resposta
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Quando
                    </th>
                    <th scope="col" className="py-2 font-medium">
                      <span className="sr-only">Ações</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((d) => (
                    <tr key={d.id} className="border-b last:border-0">
                      <td className="py-2 pr-3">
                        <code>{d.type}</code>
                      </td>
                      <td className="py-2 pr-3">
                        {DELIVERY_STATUS_LABELS[d.status as DeliveryStatus] ?? d.status}
                        {d.attempts > 1 ? ` (${d.attempts} tentativas)` : ""}
                      </td>
                      <td className="py-2 pr-3">{d.responseStatus ?? d.lastError ?? "—"}</td>
                      <td className="py-2 pr-3">{when(d.lastAttemptAt ?? d.createdAt)}</td>
                      <td className="py-2 text-right">
                        {d.status !== "pendente" ? (
                          <Button
                            size="sm"
                            variant="ghost"
                            disabled={resend.isPending}
                            onClick={() => void act(() => resend.mutateAsync(d.id), "Não foi possível reenviar.")}
                          >
                            Reenviar
                          </Button>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </PagedList>
      </Section>
    </>
  );
}

function NewEndpoint() {
  const create = useCreateEndpoint();
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<WebhookEvent[]>(["application.created"]);
  const [errors, setErrors] = useState<{ url?: string; events?: string }>({});
  const [secret, setSecret] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const next: { url?: string; events?: string } = {};
    if (!/^https?:\/\/\S+$/.test(url.trim())) next.url = m.urlInvalid;
    if (events.length === 0) next.events = m.eventsRequired;
    setErrors(next);
    if (next.url || next.events) return;
    try {
      const res = await create.mutateAsync({ url: url.trim(), events });
      setSecret(res.secret);
      setUrl("");
      toast.success(res.message);
    } catch (failure) {
      toast.error(errorMessage(failure, "Não foi possível criar o endpoint."));
    }
  };

  return (
    <Section
      id="webhook-new"
      title="Novo endpoint"
      description="Enviamos cada evento em JSON, assinado com o segredo do endpoint no padrão Standard Webhooks (cabeçalhos webhook-id, webhook-timestamp e webhook-signature)."
    >
      {secret ? (
        <div role="status" className="grid gap-2 rounded-md border border-primary/40 bg-secondary p-3 text-sm">
          <p className="font-medium">Segredo de assinatura (guarde agora, ele não será mostrado de novo):</p>
          <code className="break-all font-mono">{secret}</code>
          <Button
            type="button"
            size="sm"
            variant="outline"
            className="justify-self-start"
            onClick={() => setSecret(null)}
          >
            Já guardei
          </Button>
        </div>
      ) : null}
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4">
        <FormField id="webhook-url" label="Endereço (URL)" error={errors.url} required>
          <Input
            id="webhook-url"
            type="url"
            inputMode="url"
            value={url}
            maxLength={500}
            placeholder="https://seu-sistema.com.br/webhooks/proxima-missao"
            onChange={(e) => setUrl(e.target.value)}
            {...invalidProps("webhook-url", errors.url)}
          />
        </FormField>
        <fieldset className="grid gap-2" aria-describedby={errors.events ? "webhook-events-error" : undefined}>
          <legend className="mb-1 font-medium text-sm">Eventos</legend>
          {EVENTS.map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={events.includes(type)}
                onChange={(e) => setEvents(e.target.checked ? [...events, type] : events.filter((x) => x !== type))}
              />
              {WEBHOOK_EVENTS[type]} <code className="text-muted-foreground text-xs">{type}</code>
            </label>
          ))}
          {errors.events ? (
            <p id="webhook-events-error" className="text-destructive text-sm">
              {errors.events}
            </p>
          ) : null}
        </fieldset>
        <Button type="submit" disabled={create.isPending} className="justify-self-start">
          {create.isPending ? "Criando..." : "Criar endpoint"}
        </Button>
      </form>
    </Section>
  );
}
