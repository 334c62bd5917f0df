import { companyPlanOrDefault } from "@pm/shared/billing";
import {
  ACCESS_LEVEL_LABELS,
  API_ACCESS,
  API_RESOURCES,
  type ApiPermissions,
  type ApiResource,
  integrationMessages as m,
} from "@pm/shared/integrations";
import { useQuery } from "@tanstack/react-query";
import { CopyIcon, KeyRoundIcon } from "lucide-react";
import { type FormEvent, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { FormField, invalidProps } from "@/components/form-field";
import { PagedList } from "@/components/paged-list";
import { Section } from "@/components/section";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { errorMessage } from "@/lib/api-client";
import { shortDate } from "@/lib/dates";
import { mailto, publicConfig } from "@/lib/public-config";
import { meQuery } from "@/lib/session";
import { toast } from "@/lib/toast";
import { apiKeysQuery, useCreateApiKey, useRevokeApiKey } from "./api";
import { WebhooksSection } from "./webhooks-section";

const RESOURCES = Object.keys(API_RESOURCES) as ApiResource[];

/** /empresa/integracoes: an Enterprise company's API keys; other plans see what Enterprise adds. */
export function IntegrationsPage() {
  const { data: me } = useQuery(meQuery);
  const allowed = API_ACCESS[companyPlanOrDefault(me?.company?.plan)];
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 p-4 md:p-8">
      <div>
        <h1 className="font-bold text-2xl tracking-tight md:text-3xl">{m.title}</h1>
        <p className="mt-1 text-muted-foreground">
          Conecte o seu sistema de recrutamento à Próxima Missão: vagas, candidaturas e perfis dos candidatos pela API.
          Veja a{" "}
          <a href="/api/v1/docs" className="text-primary underline underline-offset-4">
            documentação da API
          </a>
          .
        </p>
      </div>
      {allowed ? (
        <>
          <Keys />
          <WebhooksSection />
        </>
      ) : (
        <Section id="integrations-upgrade" title="Disponível no plano Enterprise">
          <p className="text-sm">{m.planRequired}</p>
          <Button asChild className="justify-self-start">
            <a href={mailto(publicConfig.salesEmail, "Plano Enterprise: integração via API")}>Falar com Vendas</a>
          </Button>
        </Section>
      )}
    </div>
  );
}

function Keys() {
  const keys = useQuery(apiKeysQuery);
  return (
    <>
      <CreateKey />
      <Section id="api-keys" title="Chaves de API">
        <PagedList
          list={keys}
          items={keys.data?.keys ?? []}
          skeleton={{ rows: 1, row: "h-24 w-full" }}
          error={{ message: "Erro ao carregar as chaves", frame: "plain" }}
          empty={<p className="text-muted-foreground text-sm">{m.keysEmpty}</p>}
        >
          {(items) => (
            <ul className="grid gap-2">
              {items.map((key) => (
                <li
                  key={key.id}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3 text-sm [overflow-wrap:anywhere]"
                >
                  <span className="grid gap-0.5">
                    <span className="flex flex-wrap items-center gap-2 font-semibold">
                      <KeyRoundIcon aria-hidden="true" className="size-4" />
                      {key.name}
                      {key.revokedAt ? <Badge variant="destructive">Revogada</Badge> : null}
                    </span>
                    <span className="font-mono text-muted-foreground text-xs">{key.displayPrefix}…</span>
                    <span className="text-muted-foreground">
                      {RESOURCES.map(
                        (r) => `${API_RESOURCES[r].label}: ${ACCESS_LEVEL_LABELS[key.permissions[r]]}`,
                      ).join(" · ")}
                    </span>
                    <span className="text-muted-foreground">
                      Criada em {shortDate(key.createdAt)} ·{" "}
                      {key.lastUsedAt ? `último uso em ${shortDate(key.lastUsedAt)}` : "nunca usada"}
                    </span>
                  </span>
                  {key.revokedAt ? null : <RevokeKey id={key.id} name={key.name} />}
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      </Section>
    </>
  );
}

function CreateKey() {
  const create = useCreateApiKey();
  const [name, setName] = useState("");
  const [permissions, setPermissions] = useState<ApiPermissions>({
    jobs: "leitura",
    applications: "leitura",
    candidates: "nenhum",
  });
  const [error, setError] = useState<string>();
  const [shown, setShown] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(m.nameRequired);
    if (RESOURCES.every((r) => permissions[r] === "nenhum")) return setError(m.permissionRequired);
    setError(undefined);
    try {
      const res = await create.mutateAsync({ name: name.trim(), permissions });
      setShown(res.key);
      setName("");
      toast.success(res.message);
    } catch (failure) {
      toast.error(errorMessage(failure, "Não foi possível criar a chave."));
    }
  };

  const copy = async () => {
    if (!shown) return;
    try {
      await navigator.clipboard.writeText(shown);
      toast.success("Chave copiada.");
    } catch {
      toast.error("Não foi possível copiar. Selecione e copie a chave.");
    }
  };

  return (
    <Section
      id="api-key-new"
      title="Nova chave"
      description="Cada sistema com a sua chave e só as permissões de que precisa."
    >
      {shown ? (
        <div role="status" className="grid gap-2 rounded-md border border-primary/40 bg-secondary p-3 text-sm">
          <p className="font-medium">Copie a chave agora: ela não será mostrada de novo.</p>
          <code className="break-all font-mono">{shown}</code>
          <div className="flex flex-wrap gap-2">
            <Button type="button" size="sm" onClick={() => void copy()}>
              <CopyIcon aria-hidden="true" />
              Copiar chave
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => setShown(null)}>
              Já copiei
            </Button>
          </div>
        </div>
      ) : null}
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FormField id="api-key-name" label="Nome da chave" error={error} required>
            <Input
              id="api-key-name"
              value={name}
              maxLength={80}
              placeholder="Ex.: ATS da matriz"
              onChange={(e) => setName(e.target.value)}
              {...invalidProps("api-key-name", error)}
            />
          </FormField>
        </div>
        {RESOURCES.map((resource) => (
          <FormField key={resource} id={`api-key-${resource}`} label={API_RESOURCES[resource].label}>
            <NativeSelect
              id={`api-key-${resource}`}
              value={permissions[resource]}
              onChange={(e) => setPermissions({ ...permissions, [resource]: e.target.value } as ApiPermissions)}
            >
              {API_RESOURCES[resource].levels.map((level) => (
                <option key={level} value={level}>
                  {ACCESS_LEVEL_LABELS[level]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        ))}
        <Button type="submit" disabled={create.isPending} className="self-end justify-self-start">
          {create.isPending ? "Criando..." : "Criar chave"}
        </Button>
      </form>
    </Section>
  );
}

function RevokeKey({ id, name }: { id: string; name: string }) {
  const revoke = useRevokeApiKey();
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm" variant="outline">
          Revogar
        </Button>
      }
      title={`Revogar a chave "${name}"?`}
      description="Os sistemas que usam esta chave deixam de acessar a API imediatamente. Não é possível desfazer."
      cancelLabel="Cancelar"
      confirmLabel="Revogar chave"
      pendingLabel="Revogando..."
      destructive
      pending={revoke.isPending}
      onConfirm={async () => {
        try {
          const res = await revoke.mutateAsync(id);
          toast.success(res.message);
          setOpen(false);
        } catch (failure) {
          toast.error(errorMessage(failure, "Não foi possível revogar a chave."));
        }
      }}
    />
  );
}
