import { accountSettingsMessages } from "@pm/shared/account.settings";
import { maskPhone } from "@pm/shared/brazil";
import { ERROR_MESSAGES } from "@pm/shared/errors";
import {
  AVAILABILITY_LABELS,
  choiceLabel,
  DESIRED_AREA_LABELS,
  EXPERIENCE_LEVEL_LABELS,
  MILITARY_BRANCH_LABELS,
  RANK_FIELD_LABEL,
  RANK_LABELS,
  SERVICE_STATUS_FIELD_LABEL,
  SERVICE_STATUS_LABELS,
  yearsOfServiceLabel,
} from "@pm/shared/profile.military-options";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { PencilIcon } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { RichText } from "@/components/linked-text";
import { Section } from "@/components/section";
import { TagList } from "@/components/tag-list";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { shortDate } from "@/lib/dates";
import { meQuery } from "@/lib/session";
import { toast } from "@/lib/toast";
import { AvatarPicker } from "./components/avatar-card";
import { EmailChange } from "./components/email-change";
import { MilitaryProfileForm } from "./components/military-profile-form";
import { SuggestedOccupations } from "./components/suggested-occupations";

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-4 gap-y-3 text-sm sm:grid-cols-[11rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className={`min-w-0 wrap-anywhere ${value ? "" : "text-muted-foreground italic"}`}>
            {value || "Não informado"}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** What the confirmation link of an e-mail change says when it lands here. */
function useEmailChangeOutcome() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const outcome = params.get("email");
  useEffect(() => {
    if (!outcome) return;
    if (outcome === "alterado") {
      toast.success(accountSettingsMessages.emailChanged);
      void queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
    } else if (outcome === "em-uso") {
      toast.error(ERROR_MESSAGES.EMAIL_TAKEN);
    } else {
      toast.error(accountSettingsMessages.emailChangeInvalid);
    }
    setParams(
      (p) => {
        p.delete("email");
        return p;
      },
      { replace: true },
    );
  }, [outcome, queryClient, setParams]);
}

/**
 * /app/perfil: the militar's profile, in view mode and, after Editar, in edit mode. `certificates` is the
 * learning feature's section, composed in by the military area.
 */
export function MilitaryProfilePage({ certificates }: { certificates?: ReactNode }) {
  const { data: me, isPending } = useQuery(meQuery);
  const [editing, setEditing] = useState(false);
  useEmailChangeOutcome();

  if (isPending || !me?.militaryProfile) {
    return (
      <div className="mx-auto grid w-full max-w-5xl gap-6 p-4 md:p-8" aria-busy="true">
        <Skeleton className="h-32 w-full rounded-xl" />
        <div className="grid gap-6 lg:grid-cols-2">
          <Skeleton className="h-56 rounded-xl" />
          <Skeleton className="h-56 rounded-xl" />
        </div>
      </div>
    );
  }

  const p = me.militaryProfile;
  const name = me.profile.fullName;
  const branch = choiceLabel(MILITARY_BRANCH_LABELS, p.militaryBranch);
  const rank = choiceLabel(RANK_LABELS, p.rank);

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 p-4 md:p-8">
      <Card className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
        <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
          <AvatarPicker name={name} avatarUrl={p.avatarUrl} />
          <div className="grid min-w-0 gap-1">
            <h1 className="font-bold text-2xl tracking-tight wrap-anywhere">{name}</h1>
            <p className="text-muted-foreground text-sm wrap-anywhere">
              {[p.city, p.state].filter(Boolean).join(" - ") || "Localização não informada"}
            </p>
            <div className="flex flex-wrap justify-center gap-2 sm:justify-start">
              {branch ? <Badge variant="secondary">{branch}</Badge> : null}
              {rank ? <Badge variant="outline">{rank}</Badge> : null}
            </div>
          </div>
        </div>
        {!editing ? (
          <Button className="self-center md:self-auto" onClick={() => setEditing(true)}>
            <PencilIcon aria-hidden="true" />
            Editar
          </Button>
        ) : null}
      </Card>

      {editing ? (
        <MilitaryProfileForm fullName={name} profile={p} onDone={() => setEditing(false)} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <Section id="perfil-pessoais" title="Informações Pessoais" className="content-start gap-4">
            <Facts
              rows={[
                ["Telefone", p.phone ? maskPhone(p.phone) : null],
                ["Localização", [p.city, p.state].filter(Boolean).join(" - ")],
                ["Data de nascimento", p.birthDate ? shortDate(p.birthDate) : null],
              ]}
            />
          </Section>
          <Section id="perfil-email" title="E-mail" className="content-start gap-4">
            <EmailChange email={me.email} />
          </Section>
          <Section id="perfil-militar" title="Experiência Militar" className="content-start gap-4">
            <Facts
              rows={[
                ["Força", branch],
                [RANK_FIELD_LABEL, rank],
                [SERVICE_STATUS_FIELD_LABEL, choiceLabel(SERVICE_STATUS_LABELS, p.serviceStatus)],
                ["Organização Militar (OM)", p.om],
                ["Ano de incorporação", p.incorporationYear ? String(p.incorporationYear) : null],
                ["Tempo de serviço", p.yearsOfService ? yearsOfServiceLabel(p.yearsOfService) : null],
                [
                  "Especializações",
                  p.specialties.length ? (
                    <TagList
                      key="especializacoes"
                      items={p.specialties}
                      label="Especializações"
                      variant="secondary"
                      className="gap-2"
                    />
                  ) : null,
                ],
              ]}
            />
          </Section>
          <Section id="perfil-objetivos" title="Objetivos Profissionais" className="content-start gap-4">
            <Facts
              rows={[
                ["Área desejada", choiceLabel(DESIRED_AREA_LABELS, p.desiredArea)],
                ["Nível de experiência", choiceLabel(EXPERIENCE_LEVEL_LABELS, p.experienceLevel)],
                ["Disponibilidade", choiceLabel(AVAILABILITY_LABELS, p.availability)],
                ["Objetivos", p.goals ? <RichText key="objetivos" text={p.goals} /> : null],
              ]}
            />
          </Section>
          <div className="lg:col-span-2">
            <SuggestedOccupations branch={p.militaryBranch ?? ""} rank={p.rank ?? ""} specialties={p.specialties} />
          </div>
          {certificates ? <div className="lg:col-span-2">{certificates}</div> : null}
          <div className="lg:col-span-2">
            <Section id="perfil-sobre" title="Sobre você" className="content-start gap-4">
              {p.biography ? (
                <RichText text={p.biography} className="text-sm" />
              ) : (
                <p className="text-muted-foreground text-sm">
                  Conte sua trajetória para as empresas: clique em Editar e preencha "Sobre você".
                </p>
              )}
            </Section>
          </div>
        </div>
      )}
    </div>
  );
}
