// What an empresa typed at sign-up, kept in this tab only so checkout can show it before the e-mail is confirmed.
// The company row itself is created on the server at sign-up; nothing depends on this copy.

export interface PendingCompanyData {
  email: string;
  plan: string;
  companyName: string;
  city: string | null;
}

const KEY = "pendingCompanyData";

export function savePendingCompany(data: PendingCompanyData) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(data));
  } catch {
    // Storage may be unavailable (private mode); checkout then asks the visitor to sign in.
  }
}

export function readPendingCompany(): PendingCompanyData | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as PendingCompanyData) : null;
  } catch {
    return null;
  }
}
