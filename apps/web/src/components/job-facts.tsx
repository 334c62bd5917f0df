import { openingsText, PCD_LABELS, type PcdOption } from "@pm/shared/jobs";
import { jobSalaryText } from "@pm/shared/jobs.salary";
import {
  AccessibilityIcon,
  BriefcaseIcon,
  Building2Icon,
  CalendarClockIcon,
  MapPinIcon,
  UsersIcon,
  WalletIcon,
} from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { shortDate } from "@/lib/dates";

// A job's company logo and its facts (city, regime and modality, salary, openings, PcD, closing
// date), as the board, the militar's applications and the public job pages show them.

/** The company's logo, or a building standing in for it (named for screen readers). */
export function CompanyLogo({ name, logoUrl }: { name: string; logoUrl: string | null }) {
  return logoUrl ? (
    <img src={logoUrl} alt="" className="size-10 shrink-0 rounded-md border object-cover" />
  ) : (
    <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground">
      <Building2Icon className="size-5" aria-hidden="true" />
      <span className="sr-only">{name}</span>
    </span>
  );
}

export interface JobFactsJob {
  city: string;
  regime: string;
  modality: string | null;
  salary: string | null;
  salaryMin: number | null;
  salaryMax: number | null;
  openings: number;
  pcd: PcdOption | null;
  /** The closing date its company set (YYYY-MM-DD), when the reader is one who applies. */
  closesOn?: string | null;
}

/** The PcD badge: a job also or only for people with disabilities says so at a glance. */
export function PcdBadge({ pcd }: { pcd: PcdOption | null }) {
  if (!pcd) return null;
  return (
    <Badge variant={pcd === "exclusiva" ? "accent" : "secondary"} data-testid="job-pcd">
      <AccessibilityIcon aria-hidden="true" />
      {PCD_LABELS[pcd]}
    </Badge>
  );
}

/** Where, how, for how much, how many and until when: the facts a job's card and page show under its title. */
export function JobFacts({ job }: { job: JobFactsJob }) {
  const openings = openingsText(job.openings);
  return (
    <ul className="flex flex-wrap items-center gap-x-4 gap-y-2 text-muted-foreground text-sm">
      <li className="flex min-w-0 items-start gap-1.5 wrap-anywhere">
        <MapPinIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {job.city}
      </li>
      <li className="flex items-center gap-1.5">
        <BriefcaseIcon className="size-4 shrink-0" aria-hidden="true" />
        <span className="sr-only">Regime: </span>
        {job.regime}
        {job.modality ? ` · ${job.modality}` : null}
      </li>
      <li
        className="flex min-w-0 items-start gap-1.5 font-medium text-foreground wrap-anywhere"
        data-testid="job-salary"
      >
        <WalletIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span className="sr-only">Salário: </span>
        {jobSalaryText(job)}
      </li>
      {openings ? (
        <li className="flex items-center gap-1.5">
          <UsersIcon className="size-4 shrink-0" aria-hidden="true" />
          {openings}
        </li>
      ) : null}
      {job.closesOn ? (
        <li className="flex items-center gap-1.5" data-testid="job-closes-on">
          <CalendarClockIcon className="size-4 shrink-0" aria-hidden="true" />
          <span>
            Inscrições até <time dateTime={job.closesOn}>{shortDate(job.closesOn)}</time>
          </span>
        </li>
      ) : null}
      {job.pcd ? (
        <li className="flex">
          <PcdBadge pcd={job.pcd} />
        </li>
      ) : null}
    </ul>
  );
}
