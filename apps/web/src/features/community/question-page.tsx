import { communityMessages as m } from "@pm/shared/community.constants";
import { countLabel } from "@pm/shared/format";
import { href } from "@pm/shared/pages";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeftIcon, BellIcon, BellOffIcon, CheckCircle2Icon } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { LoadError } from "@/components/load-error";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { type CommunityQuestion, questionQuery, topicLabel, useDeleteQuestion, useFollow } from "./api";
import { AnswerCard } from "./components/answer-card";
import { AnswerForm } from "./components/answer-form";
import { AuthorLine } from "./components/author-line";
import { CommunityMarkdown } from "./components/community-markdown";
import { DeletePostButton } from "./components/delete-post-button";
import { HiddenNotice } from "./components/hidden-notice";
import { ReportDialog } from "./components/report-dialog";

const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

/**
 * /app/comunidade/:id: a question, its answers (the best first, then the most useful) and the box
 * to answer it. The asker chooses the best answer; anyone follows it, marks answers 'Útil' and
 * reports what breaks the rules.
 */
export function CommunityQuestionPage() {
  const { id = "" } = useParams();
  const question = useQuery(questionQuery(id));

  let content: ReactNode;
  if (question.data) content = <QuestionView question={question.data} />;
  else if (question.isPending) content = <QuestionSkeleton />;
  else if (isNotFound(question.error)) content = <QuestionNotFound />;
  else
    content = (
      <LoadError
        heading
        message="Não foi possível carregar a pergunta."
        hint="Verifique sua conexão e tente novamente."
        query={question}
      />
    );

  return (
    <div className="mx-auto grid w-full min-w-0 max-w-3xl gap-6 p-4 md:p-8">
      <Link
        to={href("militaryCommunity")}
        className="flex w-fit items-center gap-1.5 text-muted-foreground text-sm underline-offset-4 hover:text-foreground hover:underline"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        Voltar para a Comunidade
      </Link>
      {content}
    </div>
  );
}

function QuestionView({ question }: { question: CommunityQuestion }) {
  const answers = question.answers;
  return (
    <>
      <article aria-labelledby="pergunta-titulo" className="grid min-w-0 gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{topicLabel(question.topic)}</Badge>
          {question.bestAnswerId ? (
            <Badge variant="default">
              <CheckCircle2Icon aria-hidden="true" />
              Resolvida
            </Badge>
          ) : null}
        </div>
        <h1 id="pergunta-titulo" className="font-bold text-2xl tracking-tight wrap-anywhere md:text-3xl">
          {question.title}
        </h1>
        <AuthorLine author={question.author} at={question.createdAt} />
        {question.hidden ? <HiddenNotice /> : null}
        <CommunityMarkdown text={question.body} />
        <div className="flex flex-wrap items-center gap-2">
          <FollowButton questionId={question.id} following={question.following} />
          {question.mine ? (
            <DeleteQuestionButton questionId={question.id} />
          ) : (
            <ReportDialog kind="question" postId={question.id} context="a pergunta" />
          )}
        </div>
      </article>

      <section aria-labelledby="respostas-titulo" className="grid min-w-0 gap-4">
        <h2 id="respostas-titulo" className="font-semibold text-lg">
          {answers.length === 0 ? "Respostas" : countLabel(answers.length, "resposta", "respostas")}
        </h2>
        {answers.length === 0 ? (
          <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground text-sm">
            Ainda não há respostas. Se você passou por algo parecido, conte abaixo como foi.
          </p>
        ) : (
          <ul className="grid gap-4">
            {answers.map((answer) => (
              <AnswerCard
                key={answer.id}
                answer={answer}
                questionId={question.id}
                best={answer.id === question.bestAnswerId}
                askerView={question.mine}
              />
            ))}
          </ul>
        )}
      </section>

      <AnswerForm questionId={question.id} />
    </>
  );
}

/** 'Seguir': new answers to the question reach the member; pressed while he follows it. */
function FollowButton({ questionId, following }: { questionId: string; following: boolean }) {
  const follow = useFollow(questionId);
  return (
    <Button
      variant={following ? "secondary" : "outline"}
      size="sm"
      aria-pressed={following}
      disabled={follow.isPending}
      onClick={() =>
        follow.mutate(!following, {
          onError: (error) =>
            toast.error(errorMessage(error, "Não foi possível mudar o acompanhamento. Tente novamente.")),
        })
      }
    >
      {following ? <BellOffIcon aria-hidden="true" /> : <BellIcon aria-hidden="true" />}
      {following ? "Deixar de seguir" : "Seguir"}
    </Button>
  );
}

function DeleteQuestionButton({ questionId }: { questionId: string }) {
  const remove = useDeleteQuestion(questionId);
  const navigate = useNavigate();
  return (
    <DeletePostButton
      noun="pergunta"
      title="Excluir pergunta?"
      description="A pergunta e as respostas dela deixam de aparecer na comunidade. Esta ação não pode ser desfeita."
      remove={() => remove.mutateAsync()}
      pending={remove.isPending}
      failMessage="Não foi possível excluir a pergunta. Tente novamente."
      onDeleted={() => navigate(href("militaryCommunity"))}
    />
  );
}

/** The id names no question this member may see (deleted, or never there): say so, and lead back. */
function QuestionNotFound() {
  return (
    <section
      aria-labelledby="pergunta-nao-encontrada"
      className="grid justify-items-start gap-3 rounded-xl border border-dashed p-8"
    >
      <h1 id="pergunta-nao-encontrada" className="font-bold text-2xl tracking-tight">
        {m.questionNotFound}
      </h1>
      <p className="text-muted-foreground">
        Ela pode ter sido excluída por quem perguntou, ou o endereço está incompleto. Veja as outras perguntas da
        comunidade.
      </p>
      <Button asChild>
        <Link to={href("militaryCommunity")}>Ver todas as perguntas</Link>
      </Button>
    </section>
  );
}

function QuestionSkeleton() {
  return (
    <div className="grid gap-4" aria-busy="true">
      <span role="status" className="sr-only">
        Carregando pergunta…
      </span>
      <Skeleton className="h-5 w-32" />
      <Skeleton className="h-8 w-3/4" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-32 rounded-xl" />
      <Skeleton className="h-40 rounded-xl" />
    </div>
  );
}
