import { FileDownIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";

/**
 * A button that saves a file the API gives (a CV, a certificate): disabled and 'Baixando...'
 * while it comes, and a refusal told in a toast with the API's words.
 */
export function DownloadButton({
  download,
  label,
  ...props
}: {
  /** The mutation that fetches and saves the file. */
  download: { mutateAsync: () => Promise<unknown>; isPending: boolean };
  label: string;
} & Omit<ComponentProps<typeof Button>, "onClick" | "children">) {
  return (
    <Button
      {...props}
      disabled={download.isPending}
      onClick={() => download.mutateAsync().catch((error) => toast.error(errorMessage(error)))}
    >
      <FileDownIcon aria-hidden="true" />
      {download.isPending ? "Baixando..." : label}
    </Button>
  );
}
