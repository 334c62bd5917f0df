-- Webhook secrets in the Standard Webhooks form: "whsec_" and the base64 of the HMAC key. The
-- secrets created before were "whsec_" and 32 random bytes in base64url, and the whole text of
-- each was the HMAC key of PM-Signature. Each becomes "whsec_" and the base64 of that text, so
-- its key stays the very bytes it was: a company that kept its secret derives the new form from
-- it ("whsec_" + base64 of the secret as kept), or hands the kept text to its library as a raw key.
-- A secret already in the new form (its base64 padded to a multiple of 4) is left as it is; the
-- old ones, 43 characters after the prefix, never are.
UPDATE "webhook_endpoints"
SET "secret" = 'whsec_' || replace(encode(convert_to("secret", 'UTF8'), 'base64'), E'\n', '')
WHERE "secret" !~ '^whsec_([A-Za-z0-9+/]{4})+([A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$';
