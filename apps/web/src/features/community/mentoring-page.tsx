import { useQuery } from "@tanstack/react-query";
import { useRef } from "react";
import { useSearchParams } from "react-router";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { patchParams } from "@/lib/search-params";
import { type MentoringView, mentoringQuery } from "./api";
import { MentoringFind } from "./components/mentoring-find";
import { MentoringList } from "./components/mentoring-list";
import { MentoringOffer } from "./components/mentoring-profile-form";

/** The tab, kept in the address (?aba=) so a link or a reload opens the same one. */
const TAB_PARAM = "aba";
const TABS = [
  { value: "encontrar", label: "Encontrar mentor" },
  { value: "minhas", label: "Minhas mentorias" },
  { value: "ser-mentor", label: "Quero ser mentor" },
] as const;
type Tab = (typeof TABS)[number]["value"];

const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab.value === value);

/** What needs his answer: requests waiting for him as mentor, and ended mentorships he has not rated. */
const awaiting = (view: MentoringView) =>
  view.mentorships.filter(
    (item) => (item.status === "solicitada" && item.role === "mentor") || (item.status === "encerrada" && !item.rated),
  ).length;

/**
 * /app/mentoria: militares who already made the move mentor those still in uniform. Three tabs:
 * 'Encontrar mentor' (by área, occupation and força), 'Minhas mentorias' (both sides, by where
 * each stands) and 'Quero ser mentor' (the offer, for members with the badge). Without a tab in
 * the address, one who already has mentorships lands on them: the bell leads here when something
 * changed in one.
 */
export function MentoringPage() {
  const [params, setParams] = useSearchParams();
  const view = useQuery(mentoringQuery);
  const asked = params.get(TAB_PARAM);
  // The landing tab is chosen once, on the first answer: sending his first request must not move
  // him from the mentors he is looking at to his list.
  const landing = useRef<Tab | null>(null);

  const header = (
    <PageHeader
      title="Mentoria"
      description="Converse com quem já trocou a farda pela carreira civil, ou ajude quem está saindo agora."
    />
  );

  if (view.isPending) {
    return (
      <div className="mx-auto grid w-full min-w-0 max-w-4xl gap-6 p-4 md:p-8">
        {header}
        <div className="grid gap-4" aria-busy="true">
          <span role="status" className="sr-only">
            Carregando mentoria…
          </span>
          <Skeleton className="h-10 w-full rounded-lg" />
          <Skeleton className="h-40 w-full rounded-xl" />
          <Skeleton className="h-40 w-full rounded-xl" />
        </div>
      </div>
    );
  }
  if (view.isError) {
    return (
      <div className="mx-auto grid w-full min-w-0 max-w-4xl gap-6 p-4 md:p-8">
        {header}
        <LoadError
          message="Não foi possível carregar a mentoria."
          hint="Verifique sua conexão e tente novamente."
          query={view}
        />
      </div>
    );
  }

  landing.current ??= view.data.mentorships.length > 0 ? "minhas" : "encontrar";
  const tab: Tab = isTab(asked) ? asked : landing.current;
  const setTab = (next: string) => setParams((prev) => patchParams(prev, { [TAB_PARAM]: next }), { replace: true });
  const pending = awaiting(view.data);

  return (
    <div className="mx-auto grid w-full min-w-0 max-w-4xl gap-6 p-4 md:p-8">
      {header}
      <Tabs value={tab} onValueChange={setTab}>
        {/* Three tabs side by side even at 360 px: each label may break in two lines. */}
        <TabsList className="grid h-auto! grid-cols-3">
          {TABS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value} className="min-h-9 whitespace-normal! py-1.5 leading-tight">
              {label}
              {value === "minhas" && pending > 0 ? (
                <span className="ml-1.5 rounded-full bg-accent px-1.5 text-accent-foreground text-xs tabular-nums">
                  {pending}
                  <span className="sr-only"> {pending === 1 ? "aguarda você" : "aguardam você"}</span>
                </span>
              ) : null}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="encontrar">
          <MentoringFind />
        </TabsContent>
        <TabsContent value="minhas">
          <MentoringList mentorships={view.data.mentorships} onFind={() => setTab("encontrar")} />
        </TabsContent>
        <TabsContent value="ser-mentor">
          <MentoringOffer view={view.data} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
