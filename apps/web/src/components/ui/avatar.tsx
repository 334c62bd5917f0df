import {
  createContext,
  type Dispatch,
  type ComponentProps as Props,
  type SetStateAction,
  useContext,
  useLayoutEffect,
  useState,
} from "react";
import { ownClasses } from "@/lib/own-classes";

// A picture with its initials in its place until it has loaded (or when it cannot), as Radix's
// Avatar draws it, without Radix: the layouts of every signed-in area draw one, and Radix's brings
// its context, primitive and callback helpers to each area's first page.

type LoadingStatus = "idle" | "loading" | "loaded" | "error";

const AvatarStatus = createContext<[LoadingStatus, Dispatch<SetStateAction<LoadingStatus>>] | null>(null);

function useAvatarStatus(part: string) {
  const status = useContext(AvatarStatus);
  if (!status) throw new Error(`\`${part}\` must be used within \`Avatar\``);
  return status;
}

export function Avatar({ className, ...props }: Props<"span">) {
  const status = useState<LoadingStatus>("idle");
  return (
    <AvatarStatus value={status}>
      <span
        data-slot="avatar"
        className={ownClasses("relative flex size-8 shrink-0 overflow-hidden rounded-full", className)}
        {...props}
      />
    </AvatarStatus>
  );
}

/** How far the browser has got with an image: a cached one is complete at once. */
const statusOf = (image: HTMLImageElement): LoadingStatus =>
  image.complete ? (image.naturalWidth > 0 ? "loaded" : "error") : "loading";

/** The picture, shown only once it has loaded, so that a broken or slow one never shows. */
export function AvatarImage({ className, src, alt, ...props }: Props<"img">) {
  const [status, setStatus] = useAvatarStatus("AvatarImage");
  const { referrerPolicy, crossOrigin } = props;
  // Before paint, so that a picture already in the cache replaces the initials without a flash.
  useLayoutEffect(() => {
    if (!src) {
      setStatus("error");
      return;
    }
    const image = new window.Image();
    const onLoad = () => setStatus(statusOf(image));
    const onError = () => setStatus("error");
    image.addEventListener("load", onLoad);
    image.addEventListener("error", onError);
    if (referrerPolicy) image.referrerPolicy = referrerPolicy;
    image.crossOrigin = crossOrigin ?? null;
    image.src = src;
    setStatus(statusOf(image));
    return () => {
      image.removeEventListener("load", onLoad);
      image.removeEventListener("error", onError);
      setStatus("idle");
    };
  }, [src, crossOrigin, referrerPolicy, setStatus]);

  return status === "loaded" ? (
    <img
      data-slot="avatar-image"
      className={ownClasses("aspect-square size-full object-cover", className)}
      src={src}
      alt={alt}
      {...props}
    />
  ) : null;
}

/** The initials, in the picture's place while it has not loaded. */
export function AvatarFallback({ className, ...props }: Props<"span">) {
  const [status] = useAvatarStatus("AvatarFallback");
  return status === "loaded" ? null : (
    <span
      data-slot="avatar-fallback"
      className={ownClasses(
        "flex size-full items-center justify-center rounded-full bg-primary font-medium text-primary-foreground text-xs",
        className,
      )}
      {...props}
    />
  );
}

/** Up to two letters from the first and last words of a name, for the avatar fallback. */
export function initials(name: string | null | undefined): string {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return (first + last).toUpperCase() || "?";
}
