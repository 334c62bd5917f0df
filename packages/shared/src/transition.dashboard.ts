// What the militar's dashboard says of his transition plan before he has one. Apart from the plan's
// steps and texts (transition.constants.ts, which re-exports it) on purpose: the dashboard's plan
// card shows only this, and otherwise the plan's figures, read from the API.

export const NO_PLAN_YET = "Você ainda não montou seu plano de transição";
