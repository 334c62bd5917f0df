import type { AnsweredQuestion, ScreeningQuestion } from "@pm/shared/screening";
import { answerLabel, screeningMessages } from "@pm/shared/screening.constants";
import { CircleAlertIcon, CircleCheckIcon, CircleXIcon } from "lucide-react";
import { Section } from "@/components/section";
import { Badge } from "@/components/ui/badge";
import { cx } from "@/lib/utils";

const UNMET_HINT = "O candidato não atende a pelo menos uma pergunta eliminatória da vaga";

/**
 * 'Não atende' on a list row or a board card: the application failed an eliminatory question.
 * Screen readers hear 'Não atende aos requisitos'.
 */
export function UnmetBadge({ className }: { className?: string }) {
  return (
    <Badge variant="destructive" className={cx("mt-1", className)} title={UNMET_HINT} data-testid="unmet-badge">
      <CircleAlertIcon aria-hidden="true" />
      {screeningMessages.doesNotMeet}
      <span className="sr-only"> aos requisitos</span>
    </Badge>
  );
}

/** 'Não atende aos requisitos' at the top of the candidate's sheet. */
export function UnmetSummaryBadge() {
  return (
    <Badge variant="destructive" title={UNMET_HINT} data-testid="unmet-summary">
      <CircleAlertIcon aria-hidden="true" />
      Não atende aos requisitos
    </Badge>
  );
}

/** What an eliminatory question accepts, in the company's words: 'Resposta aceita: Sim'. */
function ruleLabel(q: ScreeningQuestion): string | null {
  if (!q.eliminatory) return null;
  switch (q.type) {
    case "sim_nao":
      return q.accepted === null ? null : `Resposta aceita: ${answerLabel(q.accepted)}`;
    case "multipla_escolha":
      if (q.accepted.length === 0) return null;
      return q.accepted.length === 1
        ? `Resposta aceita: ${q.accepted[0]}`
        : `Respostas aceitas: ${q.accepted.join(", ")}`;
    case "numero":
      return q.minimum === null ? null : `Mínimo aceito: ${answerLabel(q.minimum)}`;
    case "texto_curto":
      return null;
  }
}

function Verdict({ meets }: { meets: boolean | null }) {
  if (meets === false) {
    return (
      <Badge variant="destructive" data-testid="answer-unmet">
        <CircleXIcon aria-hidden="true" />
        {screeningMessages.doesNotMeet}
      </Badge>
    );
  }
  if (meets === true) {
    return (
      <Badge variant="outline" data-testid="answer-met">
        <CircleCheckIcon aria-hidden="true" className="text-primary" />
        Atende
      </Badge>
    );
  }
  return null;
}

/**
 * 'Perguntas de triagem' on the candidate's sheet: each question as it was asked, the answer and,
 * for an eliminatory one, whether it passes. Nothing when the job asked none.
 */
export function ScreeningAnswersSection({ answers }: { answers: readonly AnsweredQuestion[] }) {
  if (answers.length === 0) return null;
  const failed = answers.filter((a) => a.meets === false).length;
  return (
    <Section variant="divided" id="triagem-titulo" title="Perguntas de triagem">
      {failed > 0 ? (
        <p className="flex items-start gap-2 text-destructive text-sm">
          <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {failed === 1
            ? "1 resposta não atende a uma pergunta eliminatória."
            : `${failed} respostas não atendem às perguntas eliminatórias.`}
        </p>
      ) : null}
      <ol className="grid gap-2" data-testid="screening-answers">
        {answers.map(({ question, value, meets }) => {
          const rule = ruleLabel(question);
          return (
            <li
              key={question.id}
              className={cx(
                "grid gap-1.5 rounded-lg border p-3 text-sm",
                meets === false && "border-destructive border-l-4 bg-destructive/5",
              )}
              data-testid="screening-answer"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <p className="min-w-0 font-medium wrap-anywhere">{question.text}</p>
                <Verdict meets={meets} />
              </div>
              <p className="wrap-anywhere">
                <span className="text-muted-foreground">Resposta: </span>
                <span className="font-medium">{answerLabel(value)}</span>
              </p>
              {question.eliminatory ? (
                <p className="text-muted-foreground text-xs">
                  Pergunta eliminatória{rule ? ` · ${rule}` : ""}
                  {meets === false ? " · a resposta não atende a este requisito" : ""}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
