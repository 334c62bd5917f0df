import { EyeIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { ListedApplication } from "../api";
import { ApplicationStatusMenu } from "./application-status";
import { ResumeDownloadButton } from "./resume-download-button";

/** 'Ver perfil': opens the candidate's sheet, named for the candidate for screen readers. */
export function ViewProfileButton({
  application,
  onOpen,
}: {
  application: ListedApplication;
  onOpen: (application: ListedApplication) => void;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={() => onOpen(application)}
      aria-label={`Ver perfil de ${application.candidate.name}`}
    >
      <EyeIcon aria-hidden="true" />
      Ver perfil
    </Button>
  );
}

/** A listed application's actions: 'Ver perfil', its CV when one was sent, and the status menu. */
export function ApplicationActions({
  application,
  onOpen,
}: {
  application: ListedApplication;
  onOpen: (application: ListedApplication) => void;
}) {
  return (
    <>
      <ViewProfileButton application={application} onOpen={onOpen} />
      {application.resume ? (
        <ResumeDownloadButton applicationId={application.id} candidateName={application.candidate.name} />
      ) : null}
      <ApplicationStatusMenu
        applicationId={application.id}
        status={application.status}
        candidateName={application.candidate.name}
      />
    </>
  );
}
