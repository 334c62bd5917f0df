import { countLabel } from "@pm/shared/format";
import { AwardIcon, ThumbsUpIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { cx } from "@/lib/utils";
import { type CommunityAnswer, useChooseBest, useDeleteAnswer, useMarkUseful } from "../api";
import { AuthorLine, authorNameOf } from "./author-line";
import { CommunityMarkdown } from "./community-markdown";
import { DeletePostButton } from "./delete-post-button";
import { HiddenNotice } from "./hidden-notice";
import { ReportDialog } from "./report-dialog";

/**
 * One answer: its text, who wrote it and when, 'Útil' (once, never on one's own), the asker's
 * 'Marcar como melhor resposta', and 'Denunciar' or 'Excluir' depending on whose it is.
 */
export function AnswerCard({
  answer,
  questionId,
  best,
  askerView,
}: {
  answer: CommunityAnswer;
  questionId: string;
  /** The asker chose it as 'Melhor resposta'. */
  best: boolean;
  /** The viewer asked the question: he may choose the best answer among the others'. */
  askerView: boolean;
}) {
  const byOperator = Boolean(answer.byOperator && !answer.author);
  const authorName = authorNameOf(answer.author, byOperator);
  return (
    <li>
      <article
        aria-label={`Resposta de ${authorName}`}
        className={cx("grid min-w-0 gap-3 rounded-xl border p-4 sm:p-5", best && "border-primary bg-primary/5")}
      >
        {best ? (
          <Badge variant="default" size="lg">
            <AwardIcon aria-hidden="true" />
            Melhor resposta
          </Badge>
        ) : null}
        <AuthorLine author={answer.author} at={answer.createdAt} byOperator={byOperator} />
        {answer.hidden ? <HiddenNotice /> : null}
        <CommunityMarkdown text={answer.body} />
        <div className="flex flex-wrap items-center gap-2">
          {answer.mine ? (
            <UsefulCount count={answer.usefulCount} />
          ) : (
            <UsefulButton answer={answer} questionId={questionId} />
          )}
          {askerView && !answer.mine && !best ? (
            <ChooseBestButton answerId={answer.id} questionId={questionId} />
          ) : null}
          {answer.mine ? (
            <DeleteAnswerButton answerId={answer.id} questionId={questionId} />
          ) : (
            <ReportDialog kind="answer" postId={answer.id} context={`a resposta de ${authorName}`} />
          )}
        </div>
      </article>
    </li>
  );
}

/** On his own answer the author sees how many found it useful, with nothing to press. */
function UsefulCount({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <p className="flex items-center gap-1.5 text-muted-foreground text-sm">
      <ThumbsUpIcon className="size-4" aria-hidden="true" />
      {countLabel(count, "pessoa achou útil", "pessoas acharam útil")}
    </p>
  );
}

function UsefulButton({ answer, questionId }: { answer: CommunityAnswer; questionId: string }) {
  const useful = useMarkUseful(questionId);
  const marked = answer.markedUseful;
  return (
    <Button
      variant={marked ? "secondary" : "outline"}
      size="sm"
      aria-pressed={marked}
      disabled={marked || useful.isPending}
      onClick={() =>
        useful.mutate(answer.id, {
          // A 409 is the API's 'Você já marcou esta resposta como útil': its words, as they are.
          onError: (error) => toast.error(errorMessage(error, "Não foi possível marcar a resposta. Tente novamente.")),
        })
      }
    >
      <ThumbsUpIcon aria-hidden="true" className={marked ? "fill-current" : undefined} />
      Útil <span className="tabular-nums">{answer.usefulCount}</span>
    </Button>
  );
}

function ChooseBestButton({ answerId, questionId }: { answerId: string; questionId: string }) {
  const choose = useChooseBest(questionId);
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={choose.isPending}
      onClick={() =>
        choose.mutate(answerId, {
          onSuccess: (res) => toast.success(res.message),
          onError: (error) =>
            toast.error(errorMessage(error, "Não foi possível escolher a melhor resposta. Tente novamente.")),
        })
      }
    >
      <AwardIcon aria-hidden="true" />
      Marcar como melhor resposta
    </Button>
  );
}

function DeleteAnswerButton({ answerId, questionId }: { answerId: string; questionId: string }) {
  const remove = useDeleteAnswer(questionId);
  return (
    <DeletePostButton
      noun="resposta"
      title="Excluir resposta?"
      description="Sua resposta deixa de aparecer na comunidade. Esta ação não pode ser desfeita."
      remove={() => remove.mutateAsync(answerId)}
      pending={remove.isPending}
      failMessage="Não foi possível excluir a resposta. Tente novamente."
      // Gone already (deleted in another tab): the question, read again, no longer shows it.
      goneIsDeleted
    />
  );
}
