import { learningMessages as m, minutesText, QUIZ_PASS_PERCENT } from "@pm/shared/learning";
import { href } from "@pm/shared/pages";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeftIcon, ArrowRightIcon, CheckCircle2Icon, CheckIcon, XCircleIcon } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { type LearningModule, moduleQuery, pathQuery, useMarkRead, useSubmitQuiz } from "./api";
import { LockedNotice } from "./components/locked-notice";
import { LearningMarkdown } from "./components/markdown";

type Graded = Awaited<ReturnType<ReturnType<typeof useSubmitQuiz>["mutateAsync"]>>;

function Quiz({ module, slug, onStale }: { module: LearningModule; slug: string; onStale: () => unknown }) {
  const submit = useSubmitQuiz(slug, module.slug);
  const [answers, setAnswers] = useState<(number | null)[]>(() => module.questions.map(() => null));
  const [graded, setGraded] = useState<Graded | null>(null);
  const [missing, setMissing] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const formId = useId();

  useEffect(() => {
    if (graded) resultRef.current?.focus();
  }, [graded]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (submit.isPending) return;
    if (answers.some((a) => a === null)) {
      setMissing(true);
      return;
    }
    setMissing(false);
    submit.mutate(
      { hash: module.hash, answers: answers as number[] },
      {
        onSuccess: (result) => setGraded(result),
        onError: (error) => {
          toast.error(errorMessage(error, "Não foi possível enviar suas respostas. Tente novamente."));
          // The text changed since the page opened: show the new one (and its quiz).
          if (error instanceof ApiRequestError && error.status === 409) void onStale();
        },
      },
    );
  };

  const retry = () => {
    setGraded(null);
    setAnswers(module.questions.map(() => null));
    // The result box goes: the sheet's first option takes the focus.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLInputElement>("input[type=radio]")?.focus());
  };

  return (
    <section aria-labelledby={`${formId}-titulo`} className="grid gap-4">
      <div className="grid gap-1">
        <h2 id={`${formId}-titulo`} tabIndex={-1} className="font-semibold text-xl outline-none">
          {m.quizTitle}
        </h2>
        <p className="text-muted-foreground text-sm">{m.quizHint(module.questions.length)}</p>
        {module.bestScore !== null && !graded ? (
          <p className="text-muted-foreground text-sm">{m.quizBest(module.bestScore)}</p>
        ) : null}
      </div>
      <form ref={formRef} onSubmit={onSubmit} className="grid gap-4" noValidate>
        {module.questions.map((q, i) => {
          const result = graded?.results[i];
          return (
            <fieldset key={q.question} className="grid gap-2 rounded-lg border p-4" disabled={Boolean(graded)}>
              <legend className="px-1 font-medium">
                {i + 1}. {q.question}
              </legend>
              {q.options.map((option, j) => {
                const id = `${formId}-${i}-${j}`;
                return (
                  <label
                    key={option}
                    htmlFor={id}
                    className="flex cursor-pointer items-start gap-3 rounded-md p-2 hover:bg-muted/60 has-[:checked]:bg-secondary"
                  >
                    <input
                      id={id}
                      type="radio"
                      name={`${formId}-q${i}`}
                      className="mt-1 size-4 accent-primary"
                      checked={answers[i] === j}
                      onChange={() => setAnswers((prev) => prev.map((a, k) => (k === i ? j : a)))}
                    />
                    <span>{option}</span>
                  </label>
                );
              })}
              {result ? (
                <p
                  className={`flex items-start gap-2 rounded-md p-2 text-sm ${result.correct ? "bg-success/10" : "bg-destructive/10"}`}
                >
                  {result.correct ? (
                    <CheckIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                  ) : (
                    <XCircleIcon className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
                  )}
                  {/* A right answer's feedback confirms it in its own words; a wrong one's only explains. */}
                  <span>
                    {result.correct ? null : <span className="font-semibold">{m.quizWrong} </span>}
                    {result.feedback}
                  </span>
                </p>
              ) : null}
            </fieldset>
          );
        })}
        {missing ? (
          <p role="alert" className="text-destructive text-sm">
            {m.quizAnswerAll}
          </p>
        ) : null}
        {graded ? (
          <div
            ref={resultRef}
            tabIndex={-1}
            role="status"
            className={`grid gap-3 rounded-lg border p-4 outline-none ${graded.passed ? "border-success/50 bg-success/5" : "border-warning/50 bg-warning/5"}`}
          >
            <p className="font-semibold">{graded.passed ? m.quizPassed(graded.score) : m.quizFailed(graded.score)}</p>
            {graded.passed && !graded.read ? <p className="text-sm">{m.quizReadFirst}</p> : null}
            {graded.completedNow ? <p className="text-sm">{m.pathCompleted}</p> : null}
            {graded.passed ? null : (
              <Button type="button" variant="outline" className="w-fit" onClick={retry}>
                {m.quizRetry}
              </Button>
            )}
          </div>
        ) : (
          <Button type="submit" className="w-fit" disabled={submit.isPending}>
            {submit.isPending ? "Enviando..." : m.quizSubmit}
          </Button>
        )}
      </form>
    </section>
  );
}

/** /app/trilhas/:slug/:module: the module's text, 'Marcar como lida', then its quiz. */
export function LearningModulePage() {
  const { slug = "", module: moduleSlug = "" } = useParams();
  const query = useQuery(moduleQuery(slug, moduleSlug));
  const path = useQuery(pathQuery(slug));
  const markRead = useMarkRead(slug, moduleSlug);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // A module opened from another one: once its text is there, focus its title, as a new page would.
  const shownSlug = query.data?.slug;
  const firstShown = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!shownSlug) return;
    if (firstShown.current !== undefined && firstShown.current !== shownSlug) headingRef.current?.focus();
    firstShown.current ??= shownSlug;
  }, [shownSlug]);
  const quizHeading = useRef<HTMLDivElement>(null);

  const back = (
    <Button asChild variant="ghost" size="sm" className="w-fit">
      <Link to={href("learningPath", { slug })}>
        <ArrowLeftIcon aria-hidden="true" />
        {path.data?.title ?? m.backToPath}
      </Link>
    </Button>
  );

  if (query.isPending) {
    return (
      <div className="mx-auto grid w-full max-w-3xl gap-4 p-4 md:p-8" aria-busy="true">
        <p className="sr-only" role="status">
          Carregando módulo…
        </p>
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  }
  if (query.isError) {
    const error = query.error;
    const locked = error instanceof ApiRequestError && error.code === "PLAN_REQUIRED";
    return (
      <div className="mx-auto grid w-full max-w-3xl gap-4 p-4 md:p-8">
        {back}
        {locked ? (
          <LockedNotice heading="h1" />
        ) : (
          <LoadError
            message={error instanceof ApiRequestError && error.status === 404 ? m.moduleNotFound : m.loadError}
            query={query}
            heading
          />
        )}
      </div>
    );
  }

  const module = query.data;
  const modules = path.data?.modules ?? [];
  const index = modules.findIndex((x) => x.slug === module.slug);
  const next = index >= 0 ? modules[index + 1] : undefined;

  const onRead = () => {
    if (markRead.isPending) return;
    markRead.mutate(undefined, {
      onSuccess: (result) => {
        toast.success(result.completedNow ? m.pathCompleted : m.markedRead);
        // The button goes: the quiz that takes its place gets the focus once it is drawn.
        requestAnimationFrame(() => quizHeading.current?.querySelector<HTMLElement>("h2")?.focus());
      },
      onError: (error) => toast.error(errorMessage(error, "Não foi possível registrar a leitura. Tente novamente.")),
    });
  };

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 p-4 md:p-8">
      {back}
      <header className="grid gap-1">
        <p className="text-muted-foreground text-sm">
          Módulo {module.position}
          {modules.length ? ` de ${modules.length}` : ""} · {minutesText(module.minutes)} de leitura
        </p>
        <h1 ref={headingRef} tabIndex={-1} className="font-bold text-2xl tracking-tight outline-none md:text-3xl">
          {module.title}
        </h1>
      </header>

      <article className="min-w-0">
        <LearningMarkdown text={module.body} />
      </article>

      <div className="flex flex-wrap items-center gap-3 border-t pt-4">
        {module.read ? (
          <p className="flex items-center gap-2 font-medium text-success">
            <CheckCircle2Icon className="size-5" aria-hidden="true" />
            {m.read}
          </p>
        ) : (
          <Button onClick={onRead} disabled={markRead.isPending}>
            <CheckIcon aria-hidden="true" />
            {markRead.isPending ? "Salvando..." : m.markRead}
          </Button>
        )}
        {module.passed ? (
          <p className="flex items-center gap-2 font-medium text-success">
            <CheckCircle2Icon className="size-5" aria-hidden="true" />
            Teste concluído ({module.bestScore}%)
          </p>
        ) : null}
      </div>

      {module.read ? (
        <div ref={quizHeading}>
          <Quiz key={module.hash} module={module} slug={slug} onStale={query.refetch} />
        </div>
      ) : (
        <p className="rounded-lg border border-dashed p-4 text-muted-foreground text-sm">
          {m.quizReadFirst} O teste tem {module.questions.length} perguntas; acerte pelo menos {QUIZ_PASS_PERCENT}%.
        </p>
      )}

      <nav aria-label="Navegação entre módulos" className="flex flex-wrap justify-between gap-3 border-t pt-4">
        <Button asChild variant="outline">
          <Link to={href("learningPath", { slug })}>
            <ArrowLeftIcon aria-hidden="true" />
            {m.backToPath}
          </Link>
        </Button>
        {next ? (
          <Button asChild>
            <Link to={href("learningModule", { slug, module: next.slug })}>
              {m.nextModule}
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
        ) : null}
      </nav>
    </div>
  );
}
