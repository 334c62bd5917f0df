import type { FeatureRoutes } from "@/lib/feature-routes";

export const jobsRoutes = {
  routes: {
    military: [
      { page: "militaryJobs", component: "JobBoardPage", title: "Vagas" },
      { page: "militaryApplications", component: "MyApplicationsPage", title: "Minhas candidaturas" },
    ],
    company: [
      { page: "companyJobs", component: "JobsPage", title: "Vagas" },
      { page: "companyNewJob", component: "NewJobPage", title: "Nova vaga" },
      { page: "companyJob", component: "JobDetailsPage", title: "Detalhes da vaga" },
      { page: "companyEditJob", component: "EditJobPage", title: "Editar vaga" },
    ],
  },
  nav: {
    military: [
      { page: "militaryJobs", label: "Vagas", icon: "briefcase", menus: ["main"], section: "principal", order: 30 },
      {
        page: "militaryApplications",
        label: "Minhas candidaturas",
        icon: "clipboard-list",
        menus: ["main"],
        section: "principal",
        order: 40,
      },
    ],
    company: [{ page: "companyJobs", label: "Vagas", icon: "briefcase", menus: ["main"], order: 20 }],
  },
} satisfies FeatureRoutes;
