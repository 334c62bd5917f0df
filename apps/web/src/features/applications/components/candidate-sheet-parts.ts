import type { ApplicationStatus } from "@pm/shared/applications";
import { type ComponentType, createContext } from "react";

// Apart from the sheet: the company's layout provides the parts on every page, and must not load
// the sheet itself (the candidate's profile, fit and screening answers) to do so.

/**
 * What the team's work adds to the sheet, given by the area that composes the features (app/): the
 * rating and the notes under the candidate's header, the application's history after the contact.
 */
export interface CandidateSheetParts {
  /**
   * Starts loading the parts, called when the sheet opens: the area may load them on demand (a
   * part may suspend), and this lets them arrive with the application's details, not after.
   */
  preload?: () => void;
  Review?: ComponentType<{ applicationId: string }>;
  History?: ComponentType<{ applicationId: string }>;
  /** 'Entrevistas': the application's interviews and 'Agendar entrevista', after the job. */
  Interviews?: ComponentType<{
    applicationId: string;
    jobId: string;
    applicationStatus: ApplicationStatus;
    candidate: { name: string; state: string | null; city: string | null };
  }>;
}

export const CandidateSheetPartsContext = createContext<CandidateSheetParts>({});
