// What other features read of interviews: the next one of an application (the candidates' cards),
// an application's interview events (the timeline) and the reports' figures.
export { interviewEventsOf, interviewReport, nextInterviewJson } from "./interviews.queries";
