import { companyPlanName } from "@pm/shared/billing";
import { brazilDate } from "@pm/shared/brazil";
import { COMPANY_ROLE_LABELS } from "@pm/shared/company-roles";
import { ENTERPRISE_SEAT_LIMIT_MAX } from "@pm/shared/operations";
import type { EnterpriseContractInput } from "@pm/shared/operations.console";
import { href } from "@pm/shared/pages";
import { useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { ArrowLeftIcon } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link, useParams } from "react-router";
import { FormField, invalidProps } from "@/components/form-field";
import { LoadError } from "@/components/load-error";
import { Section } from "@/components/section";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiRequestError, type api, errorMessage } from "@/lib/api-client";
import { longDate, shortDate } from "@/lib/dates";
import { toast } from "@/lib/toast";
import { companyQuery, operatorsQuery, useEndContract, useSetContract, useSuspension } from "./api";
import { AuditList } from "./audit-list";
import { PAYMENT_STATUS_LABELS } from "./labels";
import { PaymentRecordsTable } from "./payment-records-table";
import { ReasonDialog } from "./reason-dialog";

/** /operacao/empresas/:id: one company, its team, contract and suspension, and what operators did to it. */
export function OperationsCompanyPage() {
  const { id = "" } = useParams();
  const detail = useQuery(companyQuery(id));

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 p-4 md:p-8">
      <Link
        to={href("operationsCompanies")}
        className="inline-flex items-center gap-1 text-primary text-sm hover:underline"
      >
        <ArrowLeftIcon aria-hidden="true" className="size-4" />
        Empresas
      </Link>
      {detail.isPending ? (
        <div className="grid gap-4" aria-busy="true">
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : detail.isError ? (
        <LoadError
          heading
          message={
            detail.error instanceof ApiRequestError && detail.error.status === 404
              ? "Empresa não encontrada"
              : "Erro ao carregar a empresa"
          }
          query={detail}
        />
      ) : (
        <CompanyDetail data={detail.data} />
      )}
    </div>
  );
}

type Detail = InferResponseType<(typeof api.operations.companies)[":id"]["$get"], 200>;

function CompanyDetail({ data }: { data: Detail }) {
  const { company, owner, usage, contract } = data;
  return (
    <>
      <div className="grid gap-2">
        <h1 className="font-bold text-2xl tracking-tight md:text-3xl">{company.name}</h1>
        <div className="flex flex-wrap gap-2">
          <Badge variant="accent">Plano {companyPlanName(company.plan)}</Badge>
          <Badge variant={company.paymentStatus === "completed" ? "secondary" : "warning"}>
            {PAYMENT_STATUS_LABELS[company.paymentStatus]}
          </Badge>
          {company.suspendedAt ? <Badge variant="destructive">Suspensa</Badge> : null}
        </div>
      </div>

      <Section id="company-facts" title="Dados e uso">
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          <Fact term="Responsável" value={`${owner.fullName} · ${owner.email}`} />
          <Fact term="E-mail confirmado" value={owner.emailVerified ? "Sim" : "Não"} />
          <Fact term="CNPJ" value={company.cnpj ?? "Não informado"} />
          <Fact
            term="Cidade"
            value={company.city ? `${company.city}${company.state ? `/${company.state}` : ""}` : "Não informada"}
          />
          <Fact term="Cliente desde" value={longDate(company.createdAt)} />
          <Fact
            term="Vagas ativas"
            value={`${usage.activeJobs} de ${company.jobLimit === null ? "ilimitadas" : company.jobLimit}`}
          />
          <Fact term="Vagas publicadas" value={String(usage.jobs)} />
          <Fact term="Candidaturas recebidas" value={String(usage.applications)} />
          <Fact term="Ofertas de benefício" value={String(usage.offers)} />
        </dl>
      </Section>

      <TeamSection team={data.team} />

      <Section id="company-payments" title="Pagamentos">
        {data.payments.length === 0 ? (
          <p className="text-muted-foreground text-sm">Nenhum pagamento registrado.</p>
        ) : (
          <PaymentRecordsTable payments={data.payments} caption="Pagamentos da empresa" planLabel={companyPlanName} />
        )}
        {data.subscriptions.map((s) => (
          <p key={s.id} className="text-muted-foreground text-sm">
            Assinatura {companyPlanName(s.plan)}: {s.status}
            {s.cancelAtPeriodEnd ? ", sem renovação" : ""}
            {s.currentPeriodEnd ? `, período até ${shortDate(s.currentPeriodEnd)}` : ""}
          </p>
        ))}
      </Section>

      <ContractSection companyId={company.id} contract={contract} />
      <SuspensionSection companyId={company.id} suspendedAt={company.suspendedAt} reason={company.suspensionReason} />

      <Section id="company-audit" title="Histórico de ações">
        <AuditList entries={data.audit} />
      </Section>
    </>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="font-medium [overflow-wrap:anywhere]">{value}</dd>
    </div>
  );
}

type Team = Detail["team"];

/** "3 de 5 lugares em uso", or "Membros ilimitados". */
const seatsText = ({ used, limit }: Team["seats"]) =>
  limit === null ? "Membros ilimitados" : `${used} de ${limit} lugares em uso`;

/** A day as Brazil reads it, "22/11/2026", from an instant. */
const day = (iso: string) => brazilDate(new Date(iso));

/** The company's members and pending invitations, against the seats its plan or contract allows. */
function TeamSection({ team }: { team: Team }) {
  return (
    <Section id="company-team" title="Equipe">
      <p className="text-sm">
        <span className="font-medium">{seatsText(team.seats)}</span>
        {team.seats.limit === null ? null : (
          <span className="text-muted-foreground">, contando os convites pendentes</span>
        )}
      </p>
      {team.members.length === 0 ? (
        <p className="text-muted-foreground text-sm">Nenhum membro na equipe.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">Membros da equipe</caption>
            <thead>
              <tr className="border-b text-left text-muted-foreground">
                <th scope="col" className="py-2 pr-4 font-medium">
                  Nome
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  E-mail
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Papel
                </th>
                <th scope="col" className="py-2 font-medium">
                  Último acesso
                </th>
              </tr>
            </thead>
            <tbody>
              {team.members.map((member) => (
                <tr key={member.userId} className="border-b last:border-0">
                  <td className="py-2 pr-4">{member.fullName}</td>
                  <td className="py-2 pr-4 [overflow-wrap:anywhere]">{member.email}</td>
                  <td className="py-2 pr-4">{COMPANY_ROLE_LABELS[member.role]}</td>
                  <td className="py-2">
                    {member.lastSignInAt ? (
                      <time dateTime={member.lastSignInAt}>{day(member.lastSignInAt)}</time>
                    ) : (
                      "Nunca entrou"
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <section aria-labelledby="company-team-invitations" className="grid gap-2">
        <h3 id="company-team-invitations" className="font-semibold">
          Convites pendentes
        </h3>
        {team.invitations.length === 0 ? (
          <p className="text-muted-foreground text-sm">Nenhum convite pendente.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">Convites pendentes</caption>
              <thead>
                <tr className="border-b text-left text-muted-foreground">
                  <th scope="col" className="py-2 pr-4 font-medium">
                    E-mail
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Papel
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    Validade
                  </th>
                </tr>
              </thead>
              <tbody>
                {team.invitations.map((invitation) => (
                  <tr key={invitation.id} className="border-b last:border-0">
                    <td className="py-2 pr-4 [overflow-wrap:anywhere]">{invitation.email}</td>
                    <td className="py-2 pr-4">{COMPANY_ROLE_LABELS[invitation.role]}</td>
                    <td className="py-2">
                      {invitation.expired ? (
                        <Badge variant="warning">Expirado</Badge>
                      ) : (
                        `Expira em ${day(invitation.expiresAt)}`
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </Section>
  );
}

type ContractErrors = Partial<Record<keyof EnterpriseContractInput, string>>;

function ContractSection({ companyId, contract }: { companyId: string; contract: Detail["contract"] }) {
  const save = useSetContract(companyId);
  const end = useEndContract(companyId);
  const operators = useQuery(operatorsQuery);
  const team = operators.data?.operators ?? [];
  const [unlimited, setUnlimited] = useState(contract ? contract.jobLimit === null : false);
  const [manager, setManager] = useState(contract?.supportManagerId ?? "");
  const managerId = contract?.supportManagerId ?? null;
  const managerName =
    team.find((o) => o.id === managerId)?.fullName ?? (operators.isSuccess ? "operador removido" : null);
  const managerText = !managerId
    ? "Sem gerente de atendimento dedicado."
    : managerName
      ? `Gerente de atendimento dedicado: ${managerName}.`
      : "Com gerente de atendimento dedicado.";
  const [errors, setErrors] = useState<ContractErrors>({});
  const [endOpen, setEndOpen] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    // Text a number field cannot hold reaches the form as blank; flag it so it is not read as "no limit".
    const seatField = event.currentTarget.elements.namedItem("seatLimit");
    const seatsUnreadable = seatField instanceof HTMLInputElement && seatField.validity.badInput;
    const { enterpriseContractSchema } = await import("@pm/shared/operations.console");
    const parsed = enterpriseContractSchema.safeParse({
      jobLimit: unlimited ? null : String(data.get("jobLimit") ?? "").trim() || undefined,
      seatLimit: seatsUnreadable ? Number.NaN : String(data.get("seatLimit") ?? ""),
      priceNote: String(data.get("priceNote") ?? ""),
      startsOn: String(data.get("startsOn") ?? ""),
      endsOn: String(data.get("endsOn") ?? ""),
      supportManagerId: manager,
    });
    if (!parsed.success) {
      const next: ContractErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof EnterpriseContractInput;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      const res = await save.mutateAsync(parsed.data);
      toast.success(res.message);
    } catch (error) {
      const issue = error instanceof ApiRequestError && error.issues.find((i) => i.path === "supportManagerId");
      if (issue) setErrors({ supportManagerId: issue.message });
      else toast.error(errorMessage(error, "Não foi possível salvar o contrato."));
    }
  };

  return (
    <Section
      id="company-contract"
      title="Contrato Enterprise"
      description={
        contract
          ? `Vigente de ${longDate(contract.startsOn)} a ${longDate(contract.endsOn)}. ${managerText}`
          : "Definir um contrato torna a empresa Enterprise, com os limites de vagas e de membros do contrato."
      }
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4 sm:grid-cols-2">
        <FormField id="contract-job-limit" label="Limite de vagas ativas" error={errors.jobLimit}>
          <Input
            id="contract-job-limit"
            name="jobLimit"
            type="number"
            min={1}
            inputMode="numeric"
            disabled={unlimited}
            defaultValue={contract?.jobLimit ?? ""}
            {...invalidProps("contract-job-limit", errors.jobLimit)}
          />
        </FormField>
        <label className="flex items-center gap-2 self-end pb-2 text-sm">
          <input
            type="checkbox"
            checked={unlimited}
            onChange={(e) => setUnlimited(e.target.checked)}
            className="size-4 accent-primary"
          />
          Vagas ilimitadas
        </label>
        <FormField id="contract-seat-limit" label="Membros da equipe" error={errors.seatLimit}>
          <Input
            id="contract-seat-limit"
            name="seatLimit"
            type="number"
            min={1}
            max={ENTERPRISE_SEAT_LIMIT_MAX}
            inputMode="numeric"
            placeholder="Ilimitado"
            defaultValue={contract?.seatLimit ?? ""}
            aria-invalid={errors.seatLimit ? true : undefined}
            aria-describedby={
              errors.seatLimit ? "contract-seat-limit-hint contract-seat-limit-error" : "contract-seat-limit-hint"
            }
          />
        </FormField>
        <p id="contract-seat-limit-hint" className="self-end pb-2 text-muted-foreground text-sm">
          Em branco, membros ilimitados. Os convites pendentes também ocupam um lugar.
        </p>
        <div className="sm:col-span-2">
          <FormField id="contract-price-note" label="Condição comercial" error={errors.priceNote} required>
            <Input
              id="contract-price-note"
              name="priceNote"
              maxLength={500}
              placeholder="Ex.: R$ 4.500,00 por mês, faturado anualmente"
              defaultValue={contract?.priceNote ?? ""}
              {...invalidProps("contract-price-note", errors.priceNote)}
            />
          </FormField>
        </div>
        <FormField id="contract-starts-on" label="Início" error={errors.startsOn} required>
          <Input
            id="contract-starts-on"
            name="startsOn"
            type="date"
            defaultValue={contract?.startsOn ?? ""}
            {...invalidProps("contract-starts-on", errors.startsOn)}
          />
        </FormField>
        <FormField id="contract-ends-on" label="Término" error={errors.endsOn} required>
          <Input
            id="contract-ends-on"
            name="endsOn"
            type="date"
            defaultValue={contract?.endsOn ?? ""}
            {...invalidProps("contract-ends-on", errors.endsOn)}
          />
        </FormField>
        <FormField
          id="contract-support-manager"
          label="Gerente de atendimento dedicado"
          error={errors.supportManagerId}
        >
          <NativeSelect
            id="contract-support-manager"
            name="supportManagerId"
            value={manager}
            onChange={(e) => setManager(e.target.value)}
            aria-invalid={errors.supportManagerId ? true : undefined}
            aria-describedby={
              errors.supportManagerId
                ? "contract-support-manager-hint contract-support-manager-error"
                : "contract-support-manager-hint"
            }
          >
            <option value="">Nenhum</option>
            {team.map((o) => (
              <option key={o.id} value={o.id}>
                {o.fullName}
              </option>
            ))}
            {manager && !team.some((o) => o.id === manager) ? (
              <option value={manager}>{operators.isSuccess ? "Operador removido" : "Gerente atual"}</option>
            ) : null}
          </NativeSelect>
        </FormField>
        <p id="contract-support-manager-hint" className="self-end pb-2 text-muted-foreground text-sm">
          Os atendimentos da empresa vão primeiro para este operador.
        </p>
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Salvando..." : contract ? "Atualizar contrato" : "Tornar Enterprise"}
          </Button>
          {contract ? (
            <ReasonDialog
              open={endOpen}
              onOpenChange={setEndOpen}
              trigger={
                <Button type="button" variant="outline">
                  Encerrar contrato
                </Button>
              }
              title="Encerrar o contrato Enterprise?"
              description="A empresa perde o plano Enterprise e precisará escolher e pagar um plano para voltar a usar a área da empresa."
              confirmLabel="Encerrar contrato"
              pending={end.isPending}
              onConfirm={async (reason) => {
                const res = await end.mutateAsync(reason);
                toast.success(res.message);
              }}
            />
          ) : null}
        </div>
      </form>
    </Section>
  );
}

function SuspensionSection({
  companyId,
  suspendedAt,
  reason,
}: {
  companyId: string;
  suspendedAt: string | null;
  reason: string | null;
}) {
  const suspended = suspendedAt !== null;
  const action = useSuspension(companyId, !suspended);
  const [open, setOpen] = useState(false);
  return (
    <Section
      id="company-suspension"
      title="Suspensão"
      description={
        suspended
          ? `Suspensa desde ${longDate(suspendedAt)}. Motivo: ${reason}`
          : "Uma empresa suspensa tem as vagas e ofertas escondidas dos militares; seus usuários veem o motivo."
      }
    >
      <ReasonDialog
        open={open}
        onOpenChange={setOpen}
        trigger={
          <Button type="button" variant={suspended ? "outline" : "destructive"} className="justify-self-start">
            {suspended ? "Reativar empresa" : "Suspender empresa"}
          </Button>
        }
        title={suspended ? "Reativar a empresa?" : "Suspender a empresa?"}
        description={
          suspended
            ? "As vagas e ofertas voltam a aparecer para os militares."
            : "As vagas e ofertas deixam de aparecer para os militares até a reativação. A empresa verá o motivo."
        }
        confirmLabel={suspended ? "Reativar" : "Suspender"}
        destructive={!suspended}
        pending={action.isPending}
        onConfirm={async (text) => {
          const res = await action.mutateAsync(text);
          toast.success(res.message);
        }}
      />
    </Section>
  );
}
