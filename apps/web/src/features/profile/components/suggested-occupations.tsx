import { href } from "@pm/shared/pages";
import { isMilitaryBranch, isRank } from "@pm/shared/profile.military-options";
import { skillsMessages } from "@pm/shared/skills";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { CheckIcon, Undo2Icon, XIcon } from "lucide-react";
import { Link } from "react-router";
import { Section } from "@/components/section";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/lib/toast";
import {
  type OccupationChoiceRow,
  occupationChoicesQuery,
  type SuggestedOccupation,
  translationQuery,
  useChooseOccupation,
  useClearOccupationChoice,
} from "../api";

type Status = OccupationChoiceRow["status"] | "suggested";
interface Item {
  code: string;
  title: string;
  reason: string | null;
  specialty: string | null;
  status: Status;
}

/** The translator's suggestions with the militar's answers laid over them; confirmed ones stay even when no longer suggested. */
function mergeChoices(suggested: SuggestedOccupation[], choices: OccupationChoiceRow[]): Item[] {
  const answered = new Map(choices.map((c) => [c.code, c]));
  const items: Item[] = suggested.map((s) => ({
    code: s.code,
    title: s.title,
    reason: s.reason,
    specialty: s.specialty,
    status: answered.get(s.code)?.status ?? "suggested",
  }));
  const shown = new Set(items.map((i) => i.code));
  for (const c of choices) {
    if (!shown.has(c.code))
      items.push({ code: c.code, title: c.title, reason: null, specialty: null, status: c.status });
  }
  return items;
}

/**
 * 'Ocupações civis sugeridas': what the skills translator makes of the força, posto and
 * especialidades given (the form's values in onboarding, the saved profile on /app/perfil), and
 * a Confirmar / Remover for each. Answers are saved at once.
 */
export function SuggestedOccupations({
  branch,
  rank,
  specialties,
  variant = "card",
}: {
  branch: string;
  rank: string;
  specialties: string[];
  variant?: "card" | "plain";
}) {
  const ready = isMilitaryBranch(branch);
  const translation = useQuery({
    ...translationQuery({ branch: ready ? branch : "exercito", rank: isRank(rank) ? rank : null, specialties }),
    enabled: ready,
    placeholderData: keepPreviousData,
  });
  const choices = useQuery(occupationChoicesQuery);
  const choose = useChooseOccupation();
  const clear = useClearOccupationChoice();

  const answer = (item: Item, status: "confirmed" | "removed") =>
    choose.mutate(
      { code: item.code, status, specialty: item.specialty },
      { onError: () => toast.error(skillsMessages.saveError) },
    );
  const undo = (item: Item) => clear.mutate(item.code, { onError: () => toast.error(skillsMessages.saveError) });

  const items = mergeChoices(translation.data?.occupations ?? [], choices.data?.choices ?? []);
  const visible = items.filter((i) => i.status !== "removed");
  const removed = items.filter((i) => i.status === "removed");
  const loading = (ready && translation.isPending) || choices.isPending;
  const failed = translation.isError || choices.isError;

  return (
    <Section
      id="ocupacoes-sugeridas"
      title={skillsMessages.suggestedTitle}
      description={variant === "card" ? skillsMessages.suggestedHint : undefined}
      variant={variant === "card" ? "card" : "plain"}
    >
      {variant === "plain" ? <p className="text-muted-foreground text-sm">{skillsMessages.suggestedHint}</p> : null}
      {loading ? (
        <div className="grid gap-2" aria-busy="true">
          <span className="sr-only">Carregando ocupações sugeridas</span>
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : failed ? (
        <p role="alert" className="text-destructive text-sm">
          {skillsMessages.loadError}
        </p>
      ) : visible.length === 0 ? (
        <p className="text-muted-foreground text-sm">{skillsMessages.noSuggestions}</p>
      ) : (
        <ul className="grid gap-2" aria-label={skillsMessages.suggestedTitle}>
          {visible.map((item) => (
            <li
              key={item.code}
              className="flex flex-col gap-2 rounded-lg border p-3 sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="grid min-w-0 gap-1">
                <p className="font-medium text-sm wrap-anywhere">
                  {item.title} <span className="font-normal text-muted-foreground">· CBO {item.code}</span>
                </p>
                {item.reason ? (
                  <p className="text-muted-foreground text-sm wrap-anywhere">
                    <span className="font-medium text-foreground">{skillsMessages.whyLabel}:</span> {item.reason}
                  </p>
                ) : null}
                <Link
                  to={href("militaryOccupation", { code: item.code })}
                  className="w-fit text-primary text-sm underline-offset-4 hover:underline"
                >
                  Ver ocupação<span className="sr-only"> {item.title}</span>
                </Link>
              </div>
              <div className="flex shrink-0 items-center gap-2">
                {item.status === "confirmed" ? (
                  <Badge variant="secondary">
                    <CheckIcon aria-hidden="true" />
                    {skillsMessages.confirmed}
                  </Badge>
                ) : (
                  <Button type="button" size="sm" variant="outline" onClick={() => answer(item, "confirmed")}>
                    <CheckIcon aria-hidden="true" />
                    {skillsMessages.confirm}
                    <span className="sr-only"> {item.title}</span>
                  </Button>
                )}
                <Button type="button" size="sm" variant="ghost" onClick={() => answer(item, "removed")}>
                  <XIcon aria-hidden="true" />
                  {skillsMessages.remove}
                  <span className="sr-only"> {item.title}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {removed.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer text-muted-foreground">Ocupações removidas ({removed.length})</summary>
          <ul className="mt-2 grid gap-1">
            {removed.map((item) => (
              <li key={item.code} className="flex items-center justify-between gap-2">
                <span className="min-w-0 wrap-anywhere">{item.title}</span>
                <Button type="button" size="sm" variant="link" onClick={() => undo(item)}>
                  <Undo2Icon aria-hidden="true" />
                  {skillsMessages.undo}
                  <span className="sr-only"> {item.title}</span>
                </Button>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </Section>
  );
}
