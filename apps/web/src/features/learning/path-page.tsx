import {
  certificatePath,
  hoursText,
  learningStatusLabel,
  learningMessages as m,
  minutesText,
} from "@pm/shared/learning";
import { href } from "@pm/shared/pages";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeftIcon, AwardIcon, CheckCircle2Icon, CircleIcon, DownloadIcon } from "lucide-react";
import { Link, useParams } from "react-router";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiRequestError } from "@/lib/api-client";
import { certificatePdfUrl, type LearningPath, pathQuery } from "./api";
import { LockedNotice } from "./components/locked-notice";
import { LearningMarkdown } from "./components/markdown";
import { PathBadges, pathAction } from "./components/path-card";
import { ProgressBar } from "./components/progress-bar";

function moduleState(module: LearningPath["modules"][number]) {
  if (module.read && module.passed) return { label: m.moduleComplete, icon: CheckCircle2Icon, tone: "text-success" };
  if (module.read)
    return { label: "Leitura concluída, falta o teste", icon: CircleIcon, tone: "text-(color:--warning-text)" };
  if (module.passed)
    return { label: "Teste feito, falta a leitura", icon: CircleIcon, tone: "text-(color:--warning-text)" };
  return { label: m.modulePending, icon: CircleIcon, tone: "text-muted-foreground" };
}

export function BackToPaths() {
  return (
    <Button asChild variant="ghost" size="sm" className="w-fit">
      <Link to={href("learningPaths")}>
        <ArrowLeftIcon aria-hidden="true" />
        Todas as trilhas
      </Link>
    </Button>
  );
}

/** /app/trilhas/:slug: a path, its modules in order with their state, and its certificate once complete. */
export function LearningPathPage() {
  const { slug = "" } = useParams();
  const query = useQuery(pathQuery(slug));
  if (query.isPending) {
    return (
      <div className="mx-auto grid w-full max-w-4xl gap-4 p-4 md:p-8" aria-busy="true">
        <p className="sr-only" role="status">
          Carregando trilha…
        </p>
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiRequestError && query.error.status === 404;
    return (
      <div className="mx-auto grid w-full max-w-4xl gap-4 p-4 md:p-8">
        <BackToPaths />
        <LoadError message={missing ? m.pathNotFound : m.loadError} query={query} heading />
      </div>
    );
  }
  const path = query.data;
  const resume = path.resumeModuleSlug ?? path.modules[0]?.slug;
  const actionModule = (path.status === "completed" ? path.modules[0]?.slug : undefined) ?? resume;
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 p-4 md:p-8">
      <BackToPaths />
      <header className="grid gap-3">
        <div className="flex flex-wrap gap-2">
          <PathBadges path={path} />
        </div>
        <h1 className="font-bold text-2xl tracking-tight md:text-3xl">{path.title}</h1>
        <p className="text-muted-foreground">{path.summary}</p>
        <p className="text-muted-foreground text-sm">
          {m.modules(path.modules.length)} · {minutesText(path.minutes)} de leitura · certificado de{" "}
          {hoursText(path.hours)} · {m.enrolled(path.enrolled)}
        </p>
      </header>

      {path.locked ? (
        <LockedNotice />
      ) : (
        <Card padding="md" className="grid gap-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="font-medium">{learningStatusLabel(path.status, path.percent)}</p>
            {actionModule ? (
              <Button asChild>
                <Link to={href("learningModule", { slug: path.slug, module: actionModule })}>{pathAction(path)}</Link>
              </Button>
            ) : null}
          </div>
          <ProgressBar percent={path.percent} label={`Progresso em ${path.title}`} />
        </Card>
      )}

      {path.certificateCode ? (
        <Card padding="md" className="flex flex-col gap-3 border-success/40 bg-success/5 sm:flex-row sm:items-center">
          <AwardIcon className="size-8 shrink-0 text-success" aria-hidden="true" />
          <div className="grid flex-1 gap-1">
            <h2 className="font-semibold text-lg">{m.pathCompleted}</h2>
            <p className="text-muted-foreground text-sm">
              Código de verificação: <span className="font-mono">{path.certificateCode}</span> ·{" "}
              <Link className="text-primary underline" to={certificatePath(path.certificateCode)}>
                página pública
              </Link>
            </p>
          </div>
          <Button asChild variant="outline">
            <a href={certificatePdfUrl(path.certificateCode)} download>
              <DownloadIcon aria-hidden="true" />
              {m.downloadCertificate}
            </a>
          </Button>
        </Card>
      ) : null}

      {path.intro ? <LearningMarkdown text={path.intro} /> : null}

      <section aria-labelledby="modulos" className="grid gap-3">
        <h2 id="modulos" className="font-semibold text-xl">
          Módulos
        </h2>
        <ol className="grid gap-2">
          {path.modules.map((module) => {
            const state = moduleState(module);
            const Icon = state.icon;
            const content = (
              <>
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-secondary font-semibold text-sm">
                  {module.position}
                </span>
                <span className="grid flex-1 gap-0.5">
                  <span className="font-medium">{module.title}</span>
                  <span className="text-muted-foreground text-sm">
                    {minutesText(module.minutes)} · {module.questions} perguntas
                    {module.bestScore !== null ? ` · ${m.quizBest(module.bestScore)}` : ""}
                  </span>
                </span>
                <span className={`flex items-center gap-1 text-sm ${state.tone}`}>
                  <Icon className="size-4" aria-hidden="true" />
                  {state.label}
                </span>
              </>
            );
            return (
              <li key={module.slug}>
                {path.locked ? (
                  <div className="flex flex-wrap items-center gap-3 rounded-lg border p-3 opacity-80">{content}</div>
                ) : (
                  <Link
                    to={href("learningModule", { slug: path.slug, module: module.slug })}
                    className="flex flex-wrap items-center gap-3 rounded-lg border p-3 outline-none transition-colors hover:border-primary/40 focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    {content}
                  </Link>
                )}
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
