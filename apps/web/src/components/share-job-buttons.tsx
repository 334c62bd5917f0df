import { publicJobMessages as m, publicJobPath } from "@pm/shared/job-links";
import { LinkIcon, Share2Icon } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";

/**
 * 'Copiar link' and, where the device shares (phones), 'Compartilhar': the job's public page, the
 * address anyone can open, sign-in or not.
 */
export function ShareJobButtons({ job, size = "sm" }: { job: { id: string; title: string }; size?: "sm" | "default" }) {
  // Known after hydration only: the server's HTML and the first render agree on no share button.
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator.share === "function"), []);
  const url = () => `${window.location.origin}${publicJobPath(job)}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url());
      toast.success(m.linkCopied);
    } catch {
      toast.error(m.linkCopyFailed);
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title: job.title, url: url() });
    } catch {
      // Dismissed by the user: nothing to say.
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Button type="button" variant="outline" size={size} onClick={copy}>
        <LinkIcon aria-hidden="true" />
        {m.copyLink}
      </Button>
      {canShare ? (
        <Button type="button" variant="outline" size={size} onClick={share}>
          <Share2Icon aria-hidden="true" />
          {m.share}
        </Button>
      ) : null}
    </div>
  );
}
