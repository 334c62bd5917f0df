// A militar who signs up from PREMIUM's pricing card chose to pay: the choice is kept in this
// browser (it outlives the e-mail confirmation, opened in another tab) so the dashboard can offer
// the checkout once onboarding is done. Nothing is granted by it: PREMIUM comes only from a payment.

const KEY = "pm.premiumIntent";

export function savePremiumIntent() {
  try {
    localStorage.setItem(KEY, "1");
  } catch {
    // Storage unavailable (private mode): the dashboard simply offers nothing.
  }
}

export function hasPremiumIntent(): boolean {
  try {
    return localStorage.getItem(KEY) === "1";
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
