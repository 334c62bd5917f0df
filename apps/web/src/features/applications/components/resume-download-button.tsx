import { DownloadButton } from "@/components/download-button";
import { useDownloadApplicationResume } from "../api";

/**
 * 'Baixar currículo': the PDF the candidate sent with this application (the version of that day,
 * whatever he changed since). A candidate who deleted his account took it with him: the refusal
 * says so.
 */
export function ResumeDownloadButton({
  applicationId,
  candidateName,
  label = "Currículo",
}: {
  applicationId: string;
  candidateName: string;
  label?: string;
}) {
  return (
    <DownloadButton
      download={useDownloadApplicationResume(applicationId)}
      label={label}
      variant="ghost"
      size="sm"
      aria-label={`Baixar currículo de ${candidateName}`}
    />
  );
}
