// Dates written by hand, not computed: the text changes only when these documents change, and a
// computed date would differ between the prerendered HTML and the browser.
export const TERMS_LAST_UPDATED = { text: "22/11/2026", iso: "2026-11-22" } as const;
export const PRIVACY_LAST_UPDATED = { text: "22/11/2026", iso: "2026-11-22" } as const;
