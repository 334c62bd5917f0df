import { zodResolver } from "@hookform/resolvers/zod";
import {
  privacyMessages as m,
  PRIVACY_ANSWER_DAYS,
  PRIVACY_REQUEST_KINDS,
  PRIVACY_REQUEST_STATUSES,
  type PrivacyRequestInput,
  type PrivacyRequestKind,
  type PrivacyRequestStatus,
  privacyDeadline,
  privacyRequestSchema,
} from "@pm/shared/privacy";
import { useQuery } from "@tanstack/react-query";
import { format } from "date-fns";
import { SendIcon } from "lucide-react";
import { useForm } from "react-hook-form";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { FormField, invalidProps } from "@/components/form-field";
import { PagedList } from "@/components/paged-list";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { useFormDialog } from "@/hooks/use-form-dialog";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { shortDate } from "@/lib/dates";
import { toast } from "@/lib/toast";
import { privacyRequestsQuery, useCreatePrivacyRequest } from "./api";

const KIND_OPTIONS = Object.entries(PRIVACY_REQUEST_KINDS) as [PrivacyRequestKind, string][];
const kindLabel = (kind: string) => PRIVACY_REQUEST_KINDS[kind as PrivacyRequestKind] ?? kind;

/** Requests under the LGPD that the self-service export and deletion do not cover, and their answers. */
export function PrivacyRequests() {
  const list = useQuery(privacyRequestsQuery);
  const requests = list.data?.requests ?? [];
  return (
    <div className="grid gap-3 border-t pt-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm">
          Outros pedidos sobre seus dados (correção, informação sobre compartilhamento, revogação do consentimento,
          entre outros): nossa equipe responde em até {PRIVACY_ANSWER_DAYS} dias.
        </p>
        <NewRequestDialog />
      </div>
      <PagedList
        list={list}
        items={requests}
        skeleton={{ rows: 1, row: "h-16 w-full" }}
        error={{ message: "Erro ao carregar suas solicitações" }}
        empty={<p className="text-muted-foreground text-sm">{m.empty}</p>}
      >
        {(items) => (
          <ul className="grid gap-2" aria-label="Suas solicitações">
            {items.map((r) => (
              <li key={r.id} className="grid gap-1 rounded-md border p-3 text-sm [overflow-wrap:anywhere]">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {kindLabel(r.kind)}
                  <Badge variant={r.status === "aberta" ? "secondary" : r.status === "atendida" ? "accent" : "outline"}>
                    {PRIVACY_REQUEST_STATUSES[r.status as PrivacyRequestStatus] ?? r.status}
                  </Badge>
                </p>
                <p className="text-muted-foreground">
                  Enviada em {shortDate(r.createdAt)}
                  {r.status === "aberta"
                    ? ` · resposta até ${format(privacyDeadline(r.createdAt), "dd/MM/yyyy")}`
                    : r.decidedAt
                      ? ` · respondida em ${shortDate(r.decidedAt)}`
                      : ""}
                </p>
                <p className="whitespace-pre-line">{r.details}</p>
                {r.response ? (
                  <p className="whitespace-pre-line border-l-2 pl-3">
                    <span className="font-medium">{r.status === "atendida" ? "Resposta" : "Motivo"}:</span> {r.response}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}

function NewRequestDialog() {
  const create = useCreatePrivacyRequest();
  const form = useForm<PrivacyRequestInput>({
    resolver: zodResolver(privacyRequestSchema),
    defaultValues: { kind: "" as PrivacyRequestKind, details: "" },
  });
  const { open, setOpen, onOpenChange } = useFormDialog(form);
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    try {
      const res = await create.mutateAsync(input);
      toast.success(res.message);
      setOpen(false);
      form.reset();
    } catch (error) {
      const field = error instanceof ApiRequestError && error.code === "CONFLICT" ? "kind" : "details";
      form.setError(field, { message: errorMessage(error, m.sendError) });
    }
  });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={create.isPending}
      trigger={
        <Button variant="outline">
          <SendIcon aria-hidden="true" />
          Nova solicitação
        </Button>
      }
      title="Nova solicitação sobre seus dados"
      description={`Escolha o direito da LGPD (art. 18) e descreva o pedido. Respondemos por e-mail e aqui em até ${PRIVACY_ANSWER_DAYS} dias.`}
      cancelLabel="Cancelar"
      confirmLabel="Enviar solicitação"
      pendingLabel="Enviando..."
      onSubmit={(e) => void submit(e)}
    >
      <div className="grid gap-4">
        <FormField id="lgpd-tipo" label="O que você quer solicitar" error={errors.kind?.message} required>
          <NativeSelect id="lgpd-tipo" {...invalidProps("lgpd-tipo", errors.kind?.message)} {...form.register("kind")}>
            <option value="" disabled>
              Escolha uma opção
            </option>
            {KIND_OPTIONS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="lgpd-detalhes" label="Descreva o pedido" error={errors.details?.message} required>
          <Textarea
            id="lgpd-detalhes"
            rows={5}
            maxLength={2000}
            placeholder="Ex.: quero corrigir a data de baixa que aparece no meu perfil."
            {...invalidProps("lgpd-detalhes", errors.details?.message)}
            {...form.register("details")}
          />
        </FormField>
      </div>
    </ConfirmDialog>
  );
}
