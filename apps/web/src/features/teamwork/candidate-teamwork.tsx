import { NotesSection } from "./notes-section";
import { RatingSection } from "./rating-section";
import { TimelineSection } from "./timeline-section";

/** The team's review of an application in the candidate's sheet: 'Avaliação', then 'Notas da equipe'. */
function TeamReview({ applicationId }: { applicationId: string }) {
  return (
    <>
      <RatingSection applicationId={applicationId} />
      <NotesSection applicationId={applicationId} />
    </>
  );
}

/** What hiring together adds to the candidate's sheet, as the company area composes it. */
export const candidateTeamwork = { Review: TeamReview, History: TimelineSection };
