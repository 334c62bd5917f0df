import { digitsOnly, maskPhone } from "@pm/shared/brazil";
import { href } from "@pm/shared/pages";
import { choiceLabel, MILITARY_BRANCH_LABELS, RANK_LABELS } from "@pm/shared/profile.military-options";
import { INVITATION_STATUS_LABELS, talentSearchMessages as m } from "@pm/shared/talent";
import { useQuery } from "@tanstack/react-query";
import { BriefcaseIcon, LockIcon, MailIcon, MapPinIcon, MessageSquareIcon, PhoneIcon, SendIcon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { DownloadButton } from "@/components/download-button";
import { LoadError } from "@/components/load-error";
import { MilitaryProfileSections, NOT_INFORMED } from "@/components/military-profile-sections";
import { Section } from "@/components/section";
import { Avatar, AvatarFallback, AvatarImage, initials } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { shortDate } from "@/lib/dates";
import { toast } from "@/lib/toast";
import { activeJobsQuery, type TalentProfile, talentProfileQuery, useDownloadTalentResume, useInvite } from "../api";
import { TalentFit } from "./talent-fit";

/** His CV as it stands now; without his contact until the bank's rule shows it. */
function Resume({ profile }: { profile: TalentProfile }) {
  return (
    <Section variant="divided" title="Currículo">
      <DownloadButton
        download={useDownloadTalentResume(profile.userId)}
        label="Baixar currículo"
        variant="outline"
        size="sm"
        className="w-fit"
        aria-label={`Baixar currículo de ${profile.fullName}`}
      />
      {profile.contact ? null : (
        <p className="text-muted-foreground text-xs">
          O telefone e o e-mail aparecem no currículo depois que o militar se candidata a uma vaga sua ou aceita seu
          convite.
        </p>
      )}
    </Section>
  );
}

function Contact({ profile }: { profile: TalentProfile }) {
  const place = [profile.city, profile.state].filter(Boolean).join(", ");
  return (
    <Section variant="divided" title="Contato">
      {profile.contact ? (
        <ul className="grid gap-2 text-sm">
          <li className="flex items-center gap-2">
            <MailIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span className="sr-only">E-mail: </span>
            <a href={`mailto:${profile.contact.email}`} className="min-w-0 text-primary wrap-anywhere hover:underline">
              {profile.contact.email}
            </a>
          </li>
          <li className="flex items-center gap-2">
            <PhoneIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span className="sr-only">Telefone: </span>
            {profile.contact.phone ? (
              <a href={`tel:+55${digitsOnly(profile.contact.phone)}`} className="text-primary hover:underline">
                {maskPhone(profile.contact.phone)}
              </a>
            ) : (
              <span className="text-muted-foreground">{NOT_INFORMED}</span>
            )}
          </li>
        </ul>
      ) : (
        <p className="flex items-start gap-2 text-muted-foreground text-sm">
          <LockIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {m.contactsLocked}
        </p>
      )}
      <p className="flex items-center gap-2 text-sm">
        <MapPinIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span className="sr-only">Localização: </span>
        {place || <span className="text-muted-foreground">{NOT_INFORMED}</span>}
      </p>
    </Section>
  );
}

/** 'Convidar para vaga': one of the company's active jobs and an optional note. */
function InviteForm({ profile }: { profile: TalentProfile }) {
  const id = useId();
  const jobs = useQuery(activeJobsQuery);
  const invite = useInvite(profile.userId);
  const [jobId, setJobId] = useState("");
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | null>(null);
  const invited = new Set(profile.invitations.map((i) => i.jobId));
  const open = (jobs.data ?? []).filter((j) => !invited.has(j.id));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!jobId) {
      setError(m.inviteJobRequired);
      return;
    }
    setError(null);
    try {
      await invite.mutateAsync({ jobId, message });
      toast.success(m.invited);
      setJobId("");
      setMessage("");
    } catch (e) {
      const text = errorMessage(e);
      if (e instanceof ApiRequestError && e.status < 500) setError(text);
      toast.error(text);
    }
  };

  if (jobs.isPending) return <Skeleton className="h-24 w-full" />;
  if (jobs.isError) return <LoadError frame="plain" message="Erro ao carregar suas vagas" query={jobs} />;
  if ((jobs.data ?? []).length === 0) {
    return (
      <p className="text-muted-foreground text-sm">
        {m.inviteNoJobs}{" "}
        <Link to={href("companyNewJob")} className="font-medium text-primary hover:underline">
          Publicar vaga
        </Link>
      </p>
    );
  }
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-3" aria-label={m.inviteTitle}>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-job`}>{m.inviteJob}</Label>
        <NativeSelect
          id={`${id}-job`}
          value={jobId}
          onChange={(e) => setJobId(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-erro` : undefined}
        >
          <option value="">Escolha uma vaga ativa</option>
          {open.map((j) => (
            <option key={j.id} value={j.id}>
              {j.title} · {j.city}
            </option>
          ))}
        </NativeSelect>
        {error ? (
          <p id={`${id}-erro`} className="text-destructive text-sm">
            {error}
          </p>
        ) : null}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-message`}>{m.inviteMessage}</Label>
        <textarea
          id={`${id}-message`}
          rows={3}
          value={message}
          maxLength={1000}
          onChange={(e) => setMessage(e.target.value)}
          placeholder="Conte por que o perfil dele combina com a vaga."
          className="min-h-20 rounded-md border border-input bg-background px-3 py-2 text-base outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm"
        />
      </div>
      <Button type="submit" className="justify-self-start" disabled={invite.isPending}>
        <SendIcon aria-hidden="true" />
        {invite.isPending ? "Enviando..." : m.inviteSend}
      </Button>
    </form>
  );
}

/** The job picked in 'Comparar com a vaga' ("" for none), and the setter. */
interface Comparison {
  jobId: string;
  onJobChange: (jobId: string) => void;
  comparing: boolean;
}

function TalentDetails({ profile, comparison }: { profile: TalentProfile; comparison: Comparison }) {
  return (
    <div className="grid gap-4">
      <div className="flex items-center gap-3">
        <Avatar className="size-14">
          {profile.avatarUrl ? <AvatarImage src={profile.avatarUrl} alt="" /> : null}
          <AvatarFallback className="text-base">{initials(profile.fullName)}</AvatarFallback>
        </Avatar>
        <Button asChild variant="outline" size="sm">
          <Link to={href("companyMessages", {}, { candidato: profile.userId })}>
            <MessageSquareIcon aria-hidden="true" />
            Enviar mensagem
          </Link>
        </Button>
      </div>
      <Resume profile={profile} />
      <Contact profile={profile} />
      <TalentFit profile={profile} {...comparison} />
      {profile.occupations.length > 0 ? (
        <Section variant="divided" title="Ocupações civis">
          <ul className="grid gap-1 text-sm">
            {profile.occupations.map((o) => (
              <li key={o.code} className="flex items-start gap-2">
                <BriefcaseIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="wrap-anywhere">
                  {o.title} <span className="text-muted-foreground">· CBO {o.code}</span>
                  {o.confirmed ? (
                    <Badge variant="secondary" className="ml-2">
                      Confirmada
                    </Badge>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <MilitaryProfileSections profile={profile} />
      <Section variant="divided" title={m.inviteTitle}>
        {profile.invitations.length > 0 ? (
          <ul className="grid gap-1 text-sm" aria-label="Convites enviados">
            {profile.invitations.map((i) => (
              <li key={i.id} className="flex flex-wrap items-center gap-2">
                <span className="wrap-anywhere">{i.jobTitle}</span>
                <Badge variant="outline">{INVITATION_STATUS_LABELS[i.status]}</Badge>
                <span className="text-muted-foreground text-xs">{shortDate(i.createdAt)}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <InviteForm profile={profile} />
      </Section>
    </div>
  );
}

/** A talent's whole profile beside the results (?talento=), with the invitation and the message. */
export function TalentSheet({ userId, name, onClose }: { userId: string | null; name?: string; onClose: () => void }) {
  // 'Comparar com a vaga', for the talent it was picked for: another talent starts with none.
  const [compared, setCompared] = useState({ userId, jobId: "" });
  const jobId = compared.userId === userId ? compared.jobId : "";
  const details = useQuery({ ...talentProfileQuery(userId ?? "", jobId), enabled: userId !== null });
  const title = details.data?.fullName ?? name ?? "Perfil";
  const service = details.data
    ? [choiceLabel(MILITARY_BRANCH_LABELS, details.data.militaryBranch), choiceLabel(RANK_LABELS, details.data.rank)]
        .filter(Boolean)
        .join(" · ")
    : "";
  return (
    <Sheet open={userId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <SheetContent side="right" className="w-full gap-0 sm:max-w-lg">
        <SheetHeader className="border-b pr-12">
          <SheetTitle className="text-lg wrap-anywhere">{title}</SheetTitle>
          <SheetDescription className="wrap-anywhere">{service || "Banco de talentos"}</SheetDescription>
        </SheetHeader>
        <div className="flex-1 overflow-y-auto p-4">
          {details.isPending ? (
            <div className="grid gap-3" aria-busy="true">
              <p role="status" className="sr-only">
                Carregando perfil...
              </p>
              <Skeleton className="h-14 w-40" />
              <Skeleton className="h-24 w-full" />
              <Skeleton className="h-40 w-full" />
            </div>
          ) : details.isError && jobId ? (
            // The job compared with is gone (deleted, or no longer the company's).
            <div className="grid justify-items-start gap-3">
              <LoadError frame="plain" message="Erro ao comparar o perfil com a vaga" query={details} />
              <Button variant="link" className="px-0" onClick={() => setCompared({ userId, jobId: "" })}>
                Ver o perfil sem comparar
              </Button>
            </div>
          ) : details.isError ? (
            <LoadError frame="plain" message={m.profileNotFound} query={details} />
          ) : (
            <TalentDetails
              profile={details.data}
              comparison={{
                jobId,
                onJobChange: (next) => setCompared({ userId, jobId: next }),
                comparing: details.isPlaceholderData,
              }}
            />
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
