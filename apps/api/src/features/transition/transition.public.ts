// What other domains reach of the transition plan: the console's counts (never a person), the
// dashboard's next step, and the fit of a candidate against a job's requirements for companies.
export { candidateFit, planNextStep, transitionConsoleFigures } from "./transition.service";
