// Read by the session lookup and handed to better-auth, which both must agree on them.

/** How long a session lives, and how often its expiry moves on. */
export const SESSION_EXPIRES_IN_S = 60 * 60 * 24 * 30;
export const SESSION_UPDATE_AGE_S = 60 * 60 * 24;
