import { COMMUNITY_LIMITS, COMMUNITY_TOPICS, type CommunityTopic, newAnswerSchema } from "@pm/shared/community";
import { Loader2Icon, SendIcon } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useOneSubmit } from "@/hooks/use-one-submit";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { relativeDate, shortDate } from "@/lib/dates";
import { toast } from "@/lib/toast";
import { cx } from "@/lib/utils";
import { type UnansweredQuestion, useAnswerAsTeam, useRefreshCommunityQueue } from "./api";

const FORMER_MEMBER = "Ex-membro";

const topicLabel = (topic: string) => COMMUNITY_TOPICS[topic as CommunityTopic] ?? topic;
const planLabel = (plan: string | null) => (plan ? `Plano ${plan}` : "Sem plano");

/**
 * A question nobody answered in three days: what was asked, by whom (and on which plan: FREE's
 * support is the community), and the box to answer it as the team. Answered, it leaves the queue.
 */
export function CommunityUnansweredItem({ question }: { question: UnansweredQuestion }) {
  const id = useId();
  const titleId = `${id}-titulo`;
  return (
    <li>
      <article aria-labelledby={titleId} className="grid min-w-0 gap-3 rounded-lg border bg-card p-4 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{topicLabel(question.topic)}</Badge>
          <Badge variant="outline">{planLabel(question.authorPlan)}</Badge>
        </div>
        <h2 id={titleId} className="font-semibold text-base wrap-anywhere">
          {question.title}
        </h2>
        <p className="text-muted-foreground">
          <span className="font-medium text-foreground">{question.authorName ?? FORMER_MEMBER}</span> · perguntou em{" "}
          {shortDate(question.createdAt)} ({relativeDate(question.createdAt)})
        </p>
        <p className="whitespace-pre-wrap rounded-md bg-muted p-3 wrap-anywhere">{question.body}</p>
        <TeamAnswerForm questionId={question.id} />
      </article>
    </li>
  );
}

/** 'Responder como equipe': checked with the members' own answer schema; signed 'Equipe Próxima Missão'. */
function TeamAnswerForm({ questionId }: { questionId: string }) {
  const id = useId();
  const answer = useAnswerAsTeam(questionId);
  const refresh = useRefreshCommunityQueue();
  const [text, setText] = useState("");
  const [error, setError] = useState<string>();
  const box = useRef<HTMLTextAreaElement>(null);

  const showError = (message: string) => {
    setError(message);
    box.current?.focus();
  };

  const submit = useOneSubmit(async (event) => {
    event.preventDefault();
    const parsed = newAnswerSchema.safeParse({ body: text });
    if (!parsed.success) return showError(parsed.error.issues[0]?.message ?? "");
    setError(undefined);
    try {
      const res = await answer.mutateAsync(parsed.data.body);
      toast.success(res.message);
      setText("");
    } catch (failure) {
      const issue = failure instanceof ApiRequestError ? failure.issues.find((i) => i.path === "body") : undefined;
      if (issue) return showError(issue.message);
      // The question was removed meanwhile: the queue, read again, no longer shows it.
      if (failure instanceof ApiRequestError && failure.status === 404) void refresh();
      toast.error(errorMessage(failure, "Não foi possível publicar a resposta. Tente novamente."));
    }
  });

  const boxId = `${id}-resposta`;
  const errorId = `${boxId}-error`;
  const countId = `${boxId}-contagem`;
  const hintId = `${boxId}-dica`;
  const pending = answer.isPending;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-2 border-t pt-3">
      <Label htmlFor={boxId}>Responder como equipe</Label>
      <Textarea
        ref={box}
        id={boxId}
        rows={4}
        className="min-h-24"
        value={text}
        readOnly={pending}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(undefined);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? errorId : null, hintId, countId].filter(Boolean).join(" ")}
      />
      {error ? (
        <p id={errorId} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
      <div className="flex items-start justify-between gap-3">
        <p id={hintId} className="text-muted-foreground text-xs">
          Os membros veem a resposta assinada por “Equipe Próxima Missão”.
        </p>
        <p
          id={countId}
          className={cx(
            "shrink-0 text-muted-foreground text-xs tabular-nums",
            text.length > COMMUNITY_LIMITS.body && "font-medium text-destructive",
          )}
        >
          <span className="sr-only">Caracteres usados: </span>
          {text.length.toLocaleString("pt-BR")}/{COMMUNITY_LIMITS.body.toLocaleString("pt-BR")}
        </p>
      </div>
      <div className="flex justify-end">
        <Button type="submit" size="sm" className="w-full sm:w-auto" disabled={pending}>
          {pending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <SendIcon aria-hidden="true" />}
          {pending ? "Publicando..." : "Publicar resposta da equipe"}
        </Button>
      </div>
    </form>
  );
}
