import { applyContinuePath } from "@pm/shared/job-links.continue";
import { useQuery } from "@tanstack/react-query";
import { BriefcaseIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useDismissWantedJob, wantedJobQuery } from "../api";

/**
 * The job he chose on its public page before signing up, while it is open: the way back to it,
 * on the dashboard, until he applies to it or says 'Agora não'. Shows nothing otherwise, nor
 * while it loads or when it cannot be read: the dashboard's own figures matter more.
 */
export function WantedJobCard() {
  const { data } = useQuery(wantedJobQuery);
  const dismiss = useDismissWantedJob();
  const job = data?.job;
  if (!job) return null;

  const onDismiss = async () => {
    try {
      await dismiss.mutateAsync();
    } catch (error) {
      toast.error(errorMessage(error, "Não foi possível dispensar a vaga. Tente novamente."));
    }
  };

  return (
    <section
      aria-labelledby="vaga-escolhida-titulo"
      className="flex flex-col gap-4 rounded-xl border border-primary/40 bg-secondary p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
          <BriefcaseIcon className="size-4" aria-hidden="true" />
        </span>
        <div className="grid min-w-0 gap-1">
          <h2 id="vaga-escolhida-titulo" className="font-semibold">
            A vaga que você escolheu continua aberta
          </h2>
          <p className="font-medium text-sm wrap-anywhere">{job.title}</p>
          <p className="text-muted-foreground text-sm wrap-anywhere">
            {job.company.name} · {job.city}
          </p>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button variant="ghost" disabled={dismiss.isPending} onClick={() => void onDismiss()}>
          Agora não
        </Button>
        <Button asChild>
          <Link to={applyContinuePath(job.id)}>Ver vaga e candidatar-se</Link>
        </Button>
      </div>
    </section>
  );
}
