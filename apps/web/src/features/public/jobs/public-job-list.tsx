import type { PublicJobCard } from "@pm/shared/jobs.public";
import { Link } from "react-router";
import { CompanyLogo, JobFacts } from "@/components/job-facts";
import { RelativeTime } from "@/components/relative-time";
import { Card } from "@/components/ui/card";

/** Open jobs as cards, each linking to its public page. */
export function PublicJobList({ jobs }: { jobs: PublicJobCard[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {jobs.map((job) => (
        <li key={job.id}>
          <Card padding="tile" className="relative flex h-full flex-col gap-3 hover:border-primary/50">
            <div className="flex items-start gap-3">
              <CompanyLogo name={job.company.name} logoUrl={job.company.logoUrl} />
              <div className="grid min-w-0 gap-0.5">
                <h3 className="font-semibold text-lg leading-snug wrap-anywhere">
                  {/* The whole card is the link's target; the title is its name. */}
                  <Link to={job.path} className="after:absolute after:inset-0 focus-visible:outline-none">
                    {job.title}
                  </Link>
                </h3>
                <p className="text-muted-foreground text-sm wrap-anywhere">{job.company.name}</p>
              </div>
            </div>
            <JobFacts job={job} />
            <p className="mt-auto text-muted-foreground text-xs">
              Publicada <RelativeTime iso={job.createdAt} />
            </p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
