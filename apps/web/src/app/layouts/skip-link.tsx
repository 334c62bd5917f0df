/** Target id of the skip link; every layout gives its <main> this id. */
export const MAIN_CONTENT_ID = "conteudo";

/**
 * First focusable element of a layout. Focus is moved by hand instead of following the hash
 * so the router's URL stays clean and screen readers land inside <main>.
 */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        const main = document.getElementById(MAIN_CONTENT_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
      }}
      className="sr-only rounded-md bg-background font-medium text-foreground text-sm shadow-md outline-none focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:px-4 focus:py-2 focus:ring-2 focus:ring-ring"
    >
      Pular para o conteúdo
    </a>
  );
}
