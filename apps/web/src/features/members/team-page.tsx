import { zodResolver } from "@hookform/resolvers/zod";
import { brazilDate } from "@pm/shared/brazil";
import { countLabel } from "@pm/shared/format";
import {
  COMPANY_ROLE_DESCRIPTIONS,
  COMPANY_ROLE_LABELS,
  COMPANY_ROLES,
  type CompanyRole,
  companyHomePage,
  INVITATION_TTL_DAYS,
  type InviteMemberInput,
  inviteMemberSchema,
  type TeamInvitation,
  type TeamMember,
  type TeamView,
} from "@pm/shared/members";
import { href } from "@pm/shared/pages";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Loader2Icon, MailIcon, SendIcon, UserPlusIcon } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { type FieldPath, useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import type { z } from "zod";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { EmptyState } from "@/components/empty-state";
import { FormField, invalidProps } from "@/components/form-field";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/page-header";
import { ListSkeleton } from "@/components/paged-list";
import { Section } from "@/components/section";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { useOneSubmit } from "@/hooks/use-one-submit";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { relativeDate } from "@/lib/dates";
import { leaveSession, meQuery } from "@/lib/session";
import { toast } from "@/lib/toast";
import {
  teamQuery,
  useChangeMemberRole,
  useInviteMember,
  useRemoveMember,
  useResendInvitation,
  useRevokeInvitation,
} from "./api";

const SEATS_FULL_ID = "team-seats-full";

const seatsFull = ({ used, limit }: TeamView["seats"]) => limit !== null && used >= limit;

/** "3 de 5 lugares em uso", or "Membros ilimitados". */
const seatsText = ({ used, limit }: TeamView["seats"]) =>
  limit === null ? "Membros ilimitados" : `${used} de ${limit} lugares em uso`;

const day = (iso: string) => brazilDate(new Date(iso));

/** /empresa/equipe: the company's members and their roles, the pending invitations, the seats left. */
export function TeamPage() {
  const team = useQuery(teamQuery);
  const full = team.data ? seatsFull(team.data.seats) : false;
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 p-4 md:p-8">
      <PageHeader
        title="Equipe"
        description="Convide quem trabalha com você e escolha o que cada pessoa pode fazer na conta da empresa."
        aside={team.data ? <InviteMemberDialog blocked={full} /> : null}
      />
      {team.isPending ? (
        <ListSkeleton
          rows={2}
          status="Carregando equipe..."
          lead={<Skeleton className="h-5 w-64 max-w-full" />}
          row="h-40 w-full rounded-xl"
        />
      ) : team.isError ? (
        <LoadError
          message="Erro ao carregar a equipe"
          hint={errorMessage(team.error, "Verifique sua conexão e tente novamente.")}
          query={team}
        />
      ) : (
        <>
          <SeatsSummary team={team.data} />
          <Members members={team.data.members} />
          <Invitations invitations={team.data.invitations} />
        </>
      )}
    </div>
  );
}

function SeatsSummary({ team }: { team: TeamView }) {
  const pending = team.invitations.length;
  return (
    <div className="grid gap-2 text-sm">
      <p>
        <span className="font-medium">{seatsText(team.seats)}</span>
        <span className="text-muted-foreground">
          {team.seats.limit === null ? "" : ", contando os convites pendentes"}
          {" · "}
          {pending === 0 ? "nenhum convite pendente" : countLabel(pending, "convite pendente", "convites pendentes")}
        </span>
      </p>
      {seatsFull(team.seats) ? (
        <p id={SEATS_FULL_ID} className="rounded-md border border-warning/50 bg-warning/10 p-3">
          Todos os lugares do plano estão em uso. Para convidar alguém, remova um membro, cancele um convite ou{" "}
          <Link to={href("companyPlans")} className="text-primary underline underline-offset-4">
            mude de plano
          </Link>
          .
        </p>
      ) : null}
    </div>
  );
}

function Members({ members }: { members: TeamMember[] }) {
  return (
    <Section
      id="team-members"
      title="Membros"
      description="Cada pessoa entra com a própria conta; o papel define o que ela pode fazer."
    >
      <ul aria-label="Membros da equipe" className="grid gap-3">
        {members.map((member) => (
          <MemberRow key={member.userId} member={member} />
        ))}
      </ul>
    </Section>
  );
}

function MemberRow({ member }: { member: TeamMember }) {
  const nameId = useId();
  return (
    <li
      aria-labelledby={nameId}
      className="grid gap-3 rounded-lg border p-3 sm:p-4 md:grid-cols-[minmax(0,1fr)_16rem_9rem] md:items-end"
    >
      <div className="grid min-w-0 gap-0.5 [overflow-wrap:anywhere]">
        <p id={nameId} className="font-medium">
          {member.fullName}
          {member.isYou ? <span className="font-normal text-muted-foreground"> (você)</span> : null}
        </p>
        <p className="text-muted-foreground text-sm">{member.email}</p>
        <p className="text-muted-foreground text-xs">
          {member.lastSignInAt ? (
            <>
              Último acesso <time dateTime={member.lastSignInAt}>{relativeDate(member.lastSignInAt)}</time>
            </>
          ) : (
            "Nunca entrou"
          )}
        </p>
      </div>
      <RoleControl member={member} />
      <RemoveMember member={member} />
    </li>
  );
}

/**
 * The member's role: picked in the list, then saved, so moving through the options with the
 * keyboard sends nothing. Leaving the Administrador role oneself asks first.
 */
function RoleControl({ member }: { member: TeamMember }) {
  const change = useChangeMemberRole();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const selectId = useId();
  const [role, setRole] = useState<CompanyRole>(member.role);
  const [confirming, setConfirming] = useState(false);
  // The list was read again (another Administrador changed it): show what is saved.
  useEffect(() => setRole(member.role), [member.role]);
  const dirty = role !== member.role;
  const leavesAdmin = member.isYou && member.role === "administrador" && role !== "administrador";

  const save = async () => {
    try {
      const res = await change.mutateAsync({ userId: member.userId, role });
      toast.success(res.message);
      setConfirming(false);
      if (member.isYou) {
        await queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
        // The team page is the Administrador's: a new role starts at its own home.
        if (role !== "administrador") navigate(href(companyHomePage(role)), { replace: true });
      }
    } catch (error) {
      setConfirming(false);
      setRole(member.role);
      toast.error(errorMessage(error, "Não foi possível mudar o papel."));
    }
  };

  return (
    <div className="grid min-w-0 gap-2">
      <Label htmlFor={selectId}>
        <span>
          Papel<span className="sr-only"> de {member.fullName}</span>
        </span>
      </Label>
      <div className="flex gap-2">
        <div className="min-w-0 flex-1">
          <NativeSelect
            id={selectId}
            value={role}
            disabled={change.isPending}
            onChange={(e) => setRole(e.target.value as CompanyRole)}
          >
            {COMPANY_ROLES.map((value) => (
              <option key={value} value={value}>
                {COMPANY_ROLE_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
        {dirty ? (
          <Button
            type="button"
            variant="outline"
            aria-label={`Salvar papel de ${member.fullName}`}
            disabled={change.isPending}
            onClick={() => (leavesAdmin ? setConfirming(true) : void save())}
          >
            {change.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
            Salvar
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Deixar de ser Administrador?"
        description={`Você passa a ser ${COMPANY_ROLE_LABELS[role]} e perde o acesso à equipe, ao plano e às integrações assim que salvar. Só outro Administrador poderá devolver esse papel a você.`}
        cancelLabel="Cancelar"
        confirmLabel="Mudar meu papel"
        pendingLabel="Salvando..."
        pending={change.isPending}
        onConfirm={save}
      />
    </div>
  );
}

/** 'Remover', behind a confirmation; removing oneself ends this session too. */
function RemoveMember({ member }: { member: TeamMember }) {
  const remove = useRemoveMember();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: me } = useQuery(meQuery);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const account = me?.company?.name ? `à conta de ${me.company.name}` : "à conta da empresa";

  const confirm = async () => {
    setError(null);
    try {
      const res = await remove.mutateAsync(member.userId);
      toast.success(res.message);
      setOpen(false);
      if (member.isYou) await leaveSession(queryClient, navigate);
    } catch (failure) {
      setError(errorMessage(failure, "Não foi possível remover o membro."));
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setError(null);
      }}
      trigger={
        <Button
          variant="outline"
          className="justify-self-start md:justify-self-stretch"
          aria-label={member.isYou ? undefined : `Remover ${member.fullName}`}
        >
          {member.isYou ? "Sair da equipe" : "Remover"}
        </Button>
      }
      title={member.isYou ? "Sair da equipe?" : `Remover ${member.fullName} da equipe?`}
      description={
        member.isYou
          ? `Você perde o acesso ${account} e suas sessões terminam na hora, inclusive esta. O que você escreveu (vagas, mensagens, notas) continua na empresa. Para voltar, só com um novo convite.`
          : `${member.fullName} perde o acesso à conta da empresa e as sessões abertas terminam na hora. O que essa pessoa escreveu (vagas, mensagens, notas) continua na empresa.`
      }
      cancelLabel="Cancelar"
      confirmLabel={member.isYou ? "Sair da equipe" : "Remover da equipe"}
      pendingLabel="Removendo..."
      destructive
      pending={remove.isPending}
      onConfirm={confirm}
    >
      {error ? <DialogError message={error} /> : null}
    </ConfirmDialog>
  );
}

/** A refusal inside a dialog: said there, where the focus is, rather than behind the overlay. */
function DialogError({ message, id }: { message: string; id?: string }) {
  return (
    <p
      id={id}
      role="alert"
      className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-destructive text-sm"
    >
      {message}
    </p>
  );
}

function Invitations({ invitations }: { invitations: TeamInvitation[] }) {
  return (
    <Section
      id="team-invitations"
      title="Convites pendentes"
      description={`Cada convite vale por ${INVITATION_TTL_DAYS} dias e ocupa um lugar do plano até ser aceito ou cancelado.`}
    >
      {invitations.length === 0 ? (
        <EmptyState
          icon={MailIcon}
          title="Nenhum convite pendente"
          description="Quando você convidar alguém, o convite aparece aqui até ser aceito ou cancelado."
        />
      ) : (
        <ul aria-label="Convites pendentes" className="grid gap-3">
          {invitations.map((invitation) => (
            <InvitationRow key={invitation.id} invitation={invitation} />
          ))}
        </ul>
      )}
    </Section>
  );
}

function InvitationRow({ invitation }: { invitation: TeamInvitation }) {
  const emailId = useId();
  return (
    <li
      aria-labelledby={emailId}
      className="grid gap-3 rounded-lg border p-3 sm:p-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-center"
    >
      <div className="grid min-w-0 gap-1 [overflow-wrap:anywhere]">
        <p className="flex flex-wrap items-center gap-2">
          <span id={emailId} className="min-w-0 font-medium">
            {invitation.email}
          </span>
          <Badge variant="secondary">{COMPANY_ROLE_LABELS[invitation.role]}</Badge>
          {invitation.expired ? (
            <Badge variant="destructive">Expirado</Badge>
          ) : (
            <Badge variant="outline">Expira em {day(invitation.expiresAt)}</Badge>
          )}
        </p>
        <p className="text-muted-foreground text-sm">
          {invitation.invitedBy
            ? `Enviado por ${invitation.invitedBy} em ${day(invitation.sentAt)}`
            : `Enviado em ${day(invitation.sentAt)}`}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <ResendInvitation invitation={invitation} />
        <RevokeInvitation invitation={invitation} />
      </div>
    </li>
  );
}

function ResendInvitation({ invitation }: { invitation: TeamInvitation }) {
  const resend = useResendInvitation();
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={`Reenviar convite para ${invitation.email}`}
      disabled={resend.isPending}
      onClick={async () => {
        try {
          const res = await resend.mutateAsync(invitation.id);
          toast.success(res.message);
        } catch (error) {
          toast.error(errorMessage(error, "Não foi possível reenviar o convite."));
        }
      }}
    >
      {resend.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <SendIcon aria-hidden="true" />}
      Reenviar
    </Button>
  );
}

function RevokeInvitation({ invitation }: { invitation: TeamInvitation }) {
  const revoke = useRevokeInvitation();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setError(null);
      }}
      trigger={
        <Button variant="outline" size="sm" aria-label={`Cancelar convite para ${invitation.email}`}>
          Cancelar convite
        </Button>
      }
      title="Cancelar o convite?"
      description={`O link enviado para ${invitation.email} deixa de funcionar e o lugar fica livre na equipe.`}
      cancelLabel="Voltar"
      confirmLabel="Cancelar convite"
      pendingLabel="Cancelando..."
      destructive
      pending={revoke.isPending}
      onConfirm={async () => {
        setError(null);
        try {
          const res = await revoke.mutateAsync(invitation.id);
          toast.success(res.message);
          setOpen(false);
        } catch (failure) {
          setError(errorMessage(failure, "Não foi possível cancelar o convite."));
        }
      }}
    >
      {error ? <DialogError message={error} /> : null}
    </ConfirmDialog>
  );
}

type InviteForm = z.input<typeof inviteMemberSchema>;
const INVITE_FIELDS: readonly string[] = ["email", "role"];

/** 'Convidar membro': the address and the role, each role with what it opens. */
function InviteMemberDialog({ blocked }: { blocked: boolean }) {
  const invite = useInviteMember();
  const form = useForm<InviteForm, unknown, InviteMemberInput>({
    resolver: zodResolver(inviteMemberSchema),
    defaultValues: { email: "", role: "recrutador" },
  });
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { errors } = form.formState;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      form.reset();
      setRefusal(null);
    }
  };

  const submit = form.handleSubmit(async (input) => {
    setRefusal(null);
    try {
      const res = await invite.mutateAsync(input);
      toast.success(res.message);
      onOpenChange(false);
    } catch (error) {
      const fieldIssues =
        error instanceof ApiRequestError
          ? error.issues.filter((i) => INVITE_FIELDS.includes(i.path.split(".")[0] ?? ""))
          : [];
      for (const issue of fieldIssues) {
        form.setError(issue.path.split(".")[0] as FieldPath<InviteForm>, { message: issue.message });
      }
      if (fieldIssues.length === 0) setRefusal(errorMessage(error, "Não foi possível enviar o convite."));
    }
  });
  const onSubmit = useOneSubmit(submit);

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={invite.isPending}
      trigger={
        <Button
          className="self-start sm:self-auto"
          disabled={blocked}
          aria-describedby={blocked ? SEATS_FULL_ID : undefined}
        >
          <UserPlusIcon aria-hidden="true" />
          Convidar membro
        </Button>
      }
      title="Convidar membro"
      description={`A pessoa recebe um e-mail com um link válido por ${INVITATION_TTL_DAYS} dias para entrar na equipe. O convite ocupa um lugar do plano enquanto estiver pendente.`}
      cancelLabel="Cancelar"
      confirmLabel="Enviar convite"
      pendingLabel="Enviando..."
      onSubmit={(event) => void onSubmit(event)}
    >
      <div className="grid gap-4">
        <FormField id="invite-email" label="E-mail" error={errors.email?.message} required>
          <Input
            id="invite-email"
            type="email"
            autoComplete="off"
            placeholder="nome@empresa.com.br"
            {...invalidProps("invite-email", errors.email?.message)}
            {...form.register("email")}
          />
        </FormField>
        <fieldset className="grid gap-2" aria-describedby={errors.role?.message ? "invite-role-error" : undefined}>
          <legend className="mb-2 font-medium text-sm">Papel</legend>
          {COMPANY_ROLES.map((value) => (
            <div
              key={value}
              className="flex gap-3 rounded-md border p-3 has-[:checked]:border-primary has-[:checked]:bg-secondary"
            >
              <input
                id={`invite-role-${value}`}
                type="radio"
                value={value}
                className="mt-0.5 size-4 shrink-0 accent-primary"
                aria-describedby={`invite-role-${value}-description`}
                {...form.register("role")}
              />
              <div className="grid gap-1">
                <Label htmlFor={`invite-role-${value}`}>{COMPANY_ROLE_LABELS[value]}</Label>
                <p id={`invite-role-${value}-description`} className="text-muted-foreground text-sm">
                  {COMPANY_ROLE_DESCRIPTIONS[value]}
                </p>
              </div>
            </div>
          ))}
          {errors.role?.message ? (
            <p id="invite-role-error" className="text-destructive text-sm">
              {errors.role.message}
            </p>
          ) : null}
        </fieldset>
        {refusal ? <DialogError message={refusal} /> : null}
      </div>
    </ConfirmDialog>
  );
}
