import type { UseMutationResult } from "@tanstack/react-query";
import { useState } from "react";
import { ApiRequestError } from "@/lib/api-client";
import { toast } from "@/lib/toast";

interface ImageRules {
  acceptedTypes: readonly string[];
  maxBytes: number;
  messages: { notImage: string; tooBig: string; uploaded: string; uploadError: string };
}

/**
 * Sends a chosen image (logo, photo): checked here first with the same words the server uses (the
 * server checks the bytes again), then uploaded; the error stays shown beside the button and is
 * toasted. The server's refusal of the file itself says why; anything else reads as generic.
 */
export function useImageUpload(upload: UseMutationResult<unknown, Error, File>, rules: ImageRules) {
  const [error, setError] = useState<string | null>(null);

  const problemWith = (file: File): string | null => {
    if (!rules.acceptedTypes.includes(file.type)) return rules.messages.notImage;
    if (file.size > rules.maxBytes) return rules.messages.tooBig;
    return null;
  };

  /** `whileUploading` runs once the file passed the checks (a preview), `afterwards` when done. */
  const send = async (file: File, hooks: { whileUploading?: () => void; afterwards?: () => void } = {}) => {
    const problem = problemWith(file);
    setError(problem);
    if (problem) {
      toast.error(problem);
      return;
    }
    hooks.whileUploading?.();
    try {
      await upload.mutateAsync(file);
      toast.success(rules.messages.uploaded);
    } catch (e) {
      const message =
        e instanceof ApiRequestError && e.code === "VALIDATION_FAILED" ? e.message : rules.messages.uploadError;
      setError(message);
      toast.error(message);
    } finally {
      hooks.afterwards?.();
    }
  };

  return { send, error, busy: upload.isPending };
}
