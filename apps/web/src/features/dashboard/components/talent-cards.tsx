import { href } from "@pm/shared/pages";
import type { AskedQuestion, ScreeningAnswer } from "@pm/shared/screening";
import { invitationMessages, profileViewsMessages, talentBankMessages } from "@pm/shared/talent.military";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CheckIcon, EyeIcon, Loader2Icon, XIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { LoadError } from "@/components/load-error";
import { answersRefused, keepsDialogOpen, questionsChanged } from "@/components/screening-answers-errors";
import { Section } from "@/components/section";
import { Avatar, AvatarFallback, AvatarImage, initials } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useHashScroll } from "@/hooks/use-hash-scroll";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { relativeDate } from "@/lib/dates";
import { toast } from "@/lib/toast";
import {
  type Invitation,
  invitationsQuery,
  invitedJobQuestions,
  type MilitaryDashboard,
  useAnswerInvitation,
} from "../api";

// 'Perguntas da vaga' opens only when an invitation's job asks questions: the dialog loads then
// (with the questions, when 'Aceitar' is pressed), not with the dashboard.
const loadDialog = () => import("@/components/screening-answers-dialog");
const ScreeningAnswersDialog = lazy(() => loadDialog().then((m) => ({ default: m.ScreeningAnswersDialog })));

/**
 * One invitation. 'Aceitar e candidatar-me' applies to the job: one with screening questions asks
 * them first, in 'Perguntas da vaga', as the board's 'Candidatar-se' does.
 */
function InvitationItem({ invitation }: { invitation: Invitation }) {
  const queryClient = useQueryClient();
  const answer = useAnswerInvitation();
  /** The questions being answered, while 'Perguntas da vaga' is open. */
  const [asking, setAsking] = useState<readonly AskedQuestion[] | null>(null);
  const [readingQuestions, setReadingQuestions] = useState(false);

  /** Reads the job's questions again and asks them; false when it cannot (then the caller reports). */
  const askAgain = async () => {
    try {
      const questions = await invitedJobQuestions(queryClient, invitation.job.id, { fresh: true });
      if (questions.length === 0) return false;
      setAsking(questions);
      return true;
    } catch {
      return false;
    }
  };

  const respond = async (accept: boolean) => {
    try {
      await answer.mutateAsync({ id: invitation.id, accept });
      toast.success(accept ? invitationMessages.accepted : invitationMessages.declined);
    } catch (e) {
      // The company added questions since they were read: ask them.
      if (accept && answersRefused(e) && (await askAgain())) return;
      toast.error(errorMessage(e));
    }
  };

  const onAccept = async () => {
    void loadDialog().catch(() => {});
    setReadingQuestions(true);
    let questions: readonly AskedQuestion[];
    try {
      questions = await invitedJobQuestions(queryClient, invitation.job.id);
    } catch (e) {
      // A job no longer open: accepting says so ('Esta vaga não está mais aberta.').
      if (e instanceof ApiRequestError && e.status === 404) questions = [];
      else {
        toast.error(errorMessage(e));
        return;
      }
    } finally {
      setReadingQuestions(false);
    }
    if (questions.length === 0) await respond(true);
    else setAsking(questions);
  };

  const sendAnswers = async (answers: ScreeningAnswer[]) => {
    try {
      await answer.mutateAsync({ id: invitation.id, accept: true, answers });
    } catch (e) {
      if (keepsDialogOpen(e)) {
        if (asking && answersRefused(e) && questionsChanged(e, asking)) await askAgain();
        throw e;
      }
      setAsking(null);
      toast.error(errorMessage(e));
      return;
    }
    setAsking(null);
    toast.success(invitationMessages.accepted);
  };

  const pending = invitation.status === "pending";
  return (
    <li className="grid gap-2 rounded-lg border p-3">
      <div className="flex items-start gap-3">
        <Avatar className="size-9 rounded-md">
          {invitation.company.logoUrl ? <AvatarImage src={invitation.company.logoUrl} alt="" /> : null}
          <AvatarFallback className="rounded-md text-xs">{initials(invitation.company.name)}</AvatarFallback>
        </Avatar>
        <div className="grid min-w-0 gap-0.5">
          <p className="font-medium text-sm wrap-anywhere">
            {invitationMessages.notificationTitle(invitation.company.name)}
          </p>
          <p className="text-muted-foreground text-sm wrap-anywhere">
            {invitation.job.title} · {invitation.job.city} · {relativeDate(invitation.createdAt)}
          </p>
          {invitation.message ? <p className="text-sm wrap-anywhere">“{invitation.message}”</p> : null}
        </div>
      </div>
      {pending ? (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" disabled={answer.isPending || readingQuestions} onClick={() => void onAccept()}>
            {readingQuestions ? (
              <Loader2Icon className="animate-spin" aria-hidden="true" />
            ) : (
              <CheckIcon aria-hidden="true" />
            )}
            {invitationMessages.accept}
            <span className="sr-only"> — {invitation.job.title}</span>
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={answer.isPending || readingQuestions}
            onClick={() => void respond(false)}
          >
            <XIcon aria-hidden="true" />
            {invitationMessages.decline}
            <span className="sr-only"> — {invitation.job.title}</span>
          </Button>
        </div>
      ) : (
        <Badge variant={invitation.status === "accepted" ? "secondary" : "outline"} className="justify-self-start">
          {invitation.status === "accepted" ? "Aceito: candidatura enviada" : "Recusado"}
        </Badge>
      )}
      {asking !== null ? (
        <Suspense fallback={null}>
          <ScreeningAnswersDialog
            open
            onOpenChange={(open) => !open && setAsking(null)}
            questions={asking}
            jobTitle={invitation.job.title}
            onSubmit={sendAnswers}
          />
        </Suspense>
      ) : null}
    </li>
  );
}

/** 'Convites de empresas': pending ones first with Aceitar and Recusar; hidden while there are none. */
export function InvitationsCard() {
  const invitations = useQuery(invitationsQuery);
  useHashScroll("convites", invitations.isSuccess);
  if (invitations.isPending) return <Skeleton className="h-32 rounded-xl" />;
  if (invitations.isError) return <LoadError frame="card" message="Erro ao carregar convites" query={invitations} />;
  // Every pending invitation (each needs an answer), then the three latest answered.
  const pending = invitations.data.invitations.filter((i) => i.status === "pending");
  const answered = invitations.data.invitations.filter((i) => i.status !== "pending").slice(0, 3);
  const list = [...pending, ...answered];
  if (list.length === 0) return null;
  return (
    <Section id="convites" title={invitationMessages.title} padding="md" className="content-start gap-3">
      <ul className="grid gap-2">
        {list.map((i) => (
          <InvitationItem key={i.id} invitation={i} />
        ))}
      </ul>
    </Section>
  );
}

/** 'Empresas que viram seu perfil' over the last 30 days, or how to get there. */
export function ProfileViewsCard({
  views,
  talentBank,
}: {
  views: MilitaryDashboard["profileViews"];
  talentBank: boolean | null;
}) {
  return (
    <Section id="visualizacoes" title={profileViewsMessages.title} padding="md" className="content-start gap-3">
      <p className="flex items-baseline gap-2">
        <EyeIcon className="size-4 self-center text-muted-foreground" aria-hidden="true" />
        <span className="font-bold text-2xl">{views.count}</span>
        <span className="text-muted-foreground text-sm">{profileViewsMessages.window}</span>
      </p>
      {views.companies.length > 0 ? (
        <ul className="grid gap-1 text-sm">
          {views.companies.map((c) => (
            <li key={`${c.name}-${c.viewedAt}`} className="flex justify-between gap-2">
              <span className="wrap-anywhere">{c.name}</span>
              <span className="shrink-0 text-muted-foreground">{relativeDate(c.viewedAt)}</span>
            </li>
          ))}
        </ul>
      ) : talentBank ? (
        <p className="text-muted-foreground text-sm">{profileViewsMessages.empty}</p>
      ) : (
        <p className="text-muted-foreground text-sm">
          {profileViewsMessages.notInBank}{" "}
          <Link to={`${href("militarySettings")}#secao-talentos`} className="font-medium text-primary hover:underline">
            {talentBankMessages.optInLabel}
          </Link>
        </p>
      )}
    </Section>
  );
}
