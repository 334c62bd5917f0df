import {
  hoursText,
  LEARNING_CATEGORY_LABELS,
  LEARNING_DIFFICULTY_LABELS,
  type LearningCategory,
  type LearningDifficulty,
  learningStatusLabel,
  learningMessages as m,
} from "@pm/shared/learning";
import { href } from "@pm/shared/pages";
import { BookOpenIcon, CheckCircle2Icon, ClockIcon, LockIcon, UsersIcon } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { PathCard as PathCardData } from "../api";
import { ProgressBar } from "./progress-bar";

/** The action a card offers: Iniciar, Continuar or Revisar, or the plan when locked. */
export function pathAction(path: Pick<PathCardData, "status" | "locked">) {
  if (path.locked) return m.locked;
  if (path.status === "completed") return m.review;
  return path.status === "in_progress" ? m.continue : m.start;
}

/** A path's category, difficulty and plan. */
export function PathBadges({ path }: { path: Pick<PathCardData, "category" | "difficulty" | "plan"> }) {
  return (
    <>
      <Badge variant="secondary">{LEARNING_CATEGORY_LABELS[path.category as LearningCategory]}</Badge>
      <Badge variant="outline">{LEARNING_DIFFICULTY_LABELS[path.difficulty as LearningDifficulty]}</Badge>
      {path.plan === "PREMIUM" ? <Badge variant="accent">PREMIUM</Badge> : <Badge variant="outline">Grátis</Badge>}
    </>
  );
}

/** `section` keeps ids apart when a path shows twice (recommended and in the list). */
export function PathCard({ path, section }: { path: PathCardData; section: string }) {
  const headingId = `${section}-${path.slug}`;
  return (
    <Card asChild padding="md" className="flex h-full flex-col gap-4">
      <article aria-labelledby={headingId}>
        <div className="flex flex-wrap items-center gap-2">
          <PathBadges path={path} />
        </div>
        <div className="grid gap-1">
          <h3 id={headingId} className="font-semibold text-lg leading-snug">
            {path.title}
          </h3>
          <p className="text-muted-foreground text-sm">{path.summary}</p>
        </div>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground text-sm">
          <li className="flex items-center gap-1">
            <ClockIcon className="size-4" aria-hidden="true" />
            {hoursText(path.hours)}
          </li>
          <li className="flex items-center gap-1">
            <BookOpenIcon className="size-4" aria-hidden="true" />
            {m.modules(path.modules)}
          </li>
          <li className="flex items-center gap-1">
            <UsersIcon className="size-4" aria-hidden="true" />
            {m.enrolled(path.enrolled)}
          </li>
        </ul>
        <div className="mt-auto grid gap-3">
          <div className="grid gap-1.5">
            <p className="flex items-center gap-1.5 font-medium text-sm">
              {path.status === "completed" ? (
                <CheckCircle2Icon className="size-4 text-success" aria-hidden="true" />
              ) : null}
              {learningStatusLabel(path.status, path.percent)}
            </p>
            {path.status === "in_progress" ? (
              <ProgressBar percent={path.percent} label={`Progresso em ${path.title}`} />
            ) : null}
          </div>
          {path.locked ? (
            <Button asChild variant="outline">
              <Link to={href("militaryPayments")} aria-label={`${m.locked}: ${path.title}. Ver planos`}>
                <LockIcon aria-hidden="true" />
                {m.locked}
              </Link>
            </Button>
          ) : (
            <Button asChild variant={path.status === "completed" ? "outline" : "default"}>
              <Link to={href("learningPath", { slug: path.slug })} aria-label={`${pathAction(path)}: ${path.title}`}>
                {pathAction(path)}
              </Link>
            </Button>
          )}
        </div>
      </article>
    </Card>
  );
}
