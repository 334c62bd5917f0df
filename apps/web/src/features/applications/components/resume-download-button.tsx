import { FileDownIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
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
  const download = useDownloadApplicationResume();
  return (
    <Button
      variant="ghost"
      size="sm"
      disabled={download.isPending}
      aria-label={`Baixar currículo de ${candidateName}`}
      onClick={() => download.mutateAsync(applicationId).catch((error) => toast.error(errorMessage(error)))}
    >
      <FileDownIcon aria-hidden="true" />
      {download.isPending ? "Baixando..." : label}
    </Button>
  );
}
