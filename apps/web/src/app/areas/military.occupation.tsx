import { href } from "@pm/shared/pages";
import { useNavigate } from "react-router";
import { JobCard } from "@/features/jobs/components/job-card";
import type { OccupationJob } from "@/features/transition/api";
import { OccupationPage as TransitionOccupationPage } from "@/features/transition/occupation-page";

/** The newest jobs of an occupation's page as the board's cards; a card opens its job on the board. */
function OccupationJobCards({ jobs }: { jobs: readonly OccupationJob[] }) {
  const navigate = useNavigate();
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
      {jobs.map((job) => (
        <JobCard key={job.id} job={job} onOpen={(id) => navigate(href("militaryJobs", {}, { vaga: id }))} />
      ))}
    </ul>
  );
}

/** /app/ocupacoes/:code with the board's job cards. */
export function OccupationPage() {
  return <TransitionOccupationPage jobs={OccupationJobCards} />;
}
