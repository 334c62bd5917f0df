// What /api/v1 reads of integrations: how an API key is hashed, to find the caller's key.
export { hashApiKey } from "./api-keys";
