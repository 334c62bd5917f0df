import type { Ref } from "react";

/**
 * The hidden file input behind an upload button: it hands over the chosen file and clears
 * itself, so choosing the same file again is a change too.
 */
export function ImageFileInput({
  ref,
  accept,
  onFile,
}: {
  ref: Ref<HTMLInputElement>;
  accept: readonly string[];
  onFile: (file: File) => void;
}) {
  return (
    <input
      ref={ref}
      type="file"
      accept={accept.join(",")}
      hidden
      onChange={(e) => {
        const file = e.target.files?.[0];
        e.target.value = "";
        if (file) onFile(file);
      }}
    />
  );
}
