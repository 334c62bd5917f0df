import type { FeatureRoutes } from "@/lib/feature-routes";

// The company's week of interviews. The militar's side lives on his applications' cards
// (/app/candidaturas), composed by the military area.
export const interviewsRoutes = {
  routes: {
    // The hiring roles (Administrador and Recrutador), as the jobs and candidates pages.
    company: [{ page: "companyInterviews", component: "InterviewsPage", title: "Entrevistas" }],
  },
  nav: {
    company: [{ page: "companyInterviews", label: "Entrevistas", icon: "calendar-days", menus: ["main"], order: 35 }],
  },
} satisfies FeatureRoutes;
