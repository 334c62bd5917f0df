import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { CandidateFitSection } from "@/components/candidate-fit";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { activeJobsQuery, type TalentProfile } from "../api";

/**
 * The talent profile's 'Aderência à vaga': the occupation he chose and, once a job is picked in
 * 'Comparar com a vaga', which of its requirements he meets (the profile is read again with it).
 */
export function TalentFit({
  profile,
  jobId,
  onJobChange,
  comparing,
}: {
  profile: TalentProfile;
  jobId: string;
  onJobChange: (jobId: string) => void;
  /** The profile is being read again for the job just picked. */
  comparing: boolean;
}) {
  const id = useId();
  // The same list as 'Convidar para vaga' below: one read for both.
  const jobs = useQuery(activeJobsQuery);
  const fit = profile.fit ?? { goal: null, jobId: null, requirements: [], met: 0, total: 0 };
  const options = jobs.data ?? [];
  return (
    <CandidateFitSection fit={fit} comparing={comparing}>
      {/* Without jobs there is nothing to compare with ('Convidar para vaga' says how to publish one). */}
      {options.length > 0 || jobId ? (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-job`}>Comparar com a vaga</Label>
          <NativeSelect id={`${id}-job`} value={jobId} onChange={(e) => onJobChange(e.target.value)}>
            <option value="">Nenhuma vaga (só o objetivo)</option>
            {options.map((j) => (
              <option key={j.id} value={j.id}>
                {j.title} · {j.city}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : jobs.isPending ? (
        <p className="text-muted-foreground text-sm">Carregando suas vagas...</p>
      ) : null}
    </CandidateFitSection>
  );
}
