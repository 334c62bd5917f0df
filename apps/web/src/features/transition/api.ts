// 'Plano de transição' (decision 039): an occupation's page (its jobs, pay, what the jobs ask and
// the trilhas that close the gap), the militar's plan on a timeline, and the dashboard's next step.
// Every key lives under ["transition"]: choosing a goal or saving the plan refreshes that root
// (no realtime topic announces these rows; only this tab changes them).
import type { TransitionPlanInput } from "@pm/shared/transition";
import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { OccupationOption } from "@/components/occupation-search-combobox";
import { api, unwrap } from "@/lib/api-client";

const transitionApi = api.military.transition;

const fetchOccupation = (code: string) => unwrap(transitionApi.occupations[":code"].$get({ param: { code } }));
const fetchPlan = () => unwrap(transitionApi.plan.$get());
const fetchNext = () => unwrap(transitionApi.next.$get());

export type Occupation = Awaited<ReturnType<typeof fetchOccupation>>;
export type OccupationJob = Occupation["jobs"]["newest"][number];
export type OccupationPath = Occupation["paths"][number];
/** A CBO occupation as the search lists it (the search itself is shared with the mentoring). */
export type OccupationSummary = OccupationOption;
export type PlanView = Awaited<ReturnType<typeof fetchPlan>>;
export type PlanStep = PlanView["steps"][number];
export type NextStep = Awaited<ReturnType<typeof fetchNext>>;

/** An occupation's page; an unknown code answers 404 'Ocupação não encontrada' (never retried). */
export const occupationQuery = (code: string) =>
  queryOptions({ queryKey: ["transition", "occupation", code], queryFn: () => fetchOccupation(code) });

/** His plan (null before he makes one), its steps, the next one, and the occupations suggested to him. */
export const planQuery = queryOptions({ queryKey: ["transition", "plan"], queryFn: fetchPlan });

/** The dashboard's card: null without a plan. */
export const nextStepQuery = queryOptions({ queryKey: ["transition", "next"], queryFn: fetchNext });

/**
 * A goal or a plan changes every read of the root: the occupation's 'Seu objetivo', the plan, its
 * steps and the dashboard's card; the profile's confirmed occupations follow the goal.
 */
function refreshTransition(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ["transition"] }),
    queryClient.invalidateQueries({ queryKey: ["me", "occupations"] }),
  ]);
}

/** 'Escolher como objetivo': answers the sentence to show. */
export function useChooseGoal(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(transitionApi.occupations[":code"].goal.$post({ param: { code } })),
    onSuccess: () => refreshTransition(queryClient),
  });
}

/** 'Salvar plano': the plan as saved comes back with the answer, so the page shows it at once. */
export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: TransitionPlanInput) => unwrap(transitionApi.plan.$put({ json })),
    onSuccess: ({ message: _message, ...view }) => {
      queryClient.setQueryData(planQuery.queryKey, view);
      return refreshTransition(queryClient);
    },
  });
}
