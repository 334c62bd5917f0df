// Tells the other tabs of this browser that the session changed, so they follow at once.
// One channel object per tab both sends and listens: a BroadcastChannel never receives its own
// messages, so a tab does not react to the change it made itself.

type AuthEvent = "signed-in" | "signed-out";
const CHANNEL = "pm-auth";

let channel: BroadcastChannel | null = null;
function tabChannel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === "undefined") return null;
  channel ??= new BroadcastChannel(CHANNEL);
  return channel;
}

export function broadcastAuthChange(event: AuthEvent) {
  tabChannel()?.postMessage(event);
}

export function onAuthChange(listener: (event: AuthEvent) => void): () => void {
  const ch = tabChannel();
  if (!ch) return () => {};
  const handle = (e: MessageEvent<AuthEvent>) => listener(e.data);
  ch.addEventListener("message", handle);
  return () => ch.removeEventListener("message", handle);
}
