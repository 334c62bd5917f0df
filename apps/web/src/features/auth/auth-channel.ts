// Tells the other tabs of this browser that the session changed, so they follow at once.

type AuthEvent = "signed-in" | "signed-out";
const CHANNEL = "pm-auth";

export function broadcastAuthChange(event: AuthEvent) {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(event);
  channel.close();
}

export function onAuthChange(listener: (event: AuthEvent) => void): () => void {
  if (typeof BroadcastChannel === "undefined") return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (e: MessageEvent<AuthEvent>) => listener(e.data);
  return () => channel.close();
}
