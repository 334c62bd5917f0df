// Mirrors MIN_PASSWORD_LENGTH and MAX_PASSWORD_LENGTH of @pm/shared/auth. That module builds zod
// schemas at load time, and importing it here would ship zod in the public pages' chunk; these
// two numbers can be imported from there again once they live in a zod-free shared module.
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;
