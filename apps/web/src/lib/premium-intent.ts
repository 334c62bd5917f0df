// A militar who signs up from PREMIUM's pricing card chose to pay: the choice is kept in this
// browser (it outlives the e-mail confirmation, opened in another tab), for that e-mail only, so
// the dashboard can offer the checkout once onboarding is done. Nothing is granted by it: PREMIUM
// comes only from a payment.

const KEY = "pm.premiumIntent";

export function savePremiumIntent(email: string) {
  try {
    localStorage.setItem(KEY, email.trim().toLowerCase());
  } catch {
    // Storage unavailable (private mode): the dashboard simply offers nothing.
  }
}

/** Whether the militar signed in as `email` chose PREMIUM at sign-up in this browser. */
export function hasPremiumIntent(email: string | undefined): boolean {
  if (!email) return false;
  try {
    return localStorage.getItem(KEY) === email.trim().toLowerCase();
  } catch {
    return false;
  }
}

export function clearPremiumIntent() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
