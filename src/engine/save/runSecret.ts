// The run secret: made by the client when a run begins (128+ random bits, Web Crypto), carried in
// the state and in every save, and sent with each inscription. The server keeps only its SHA-256,
// so an entry can be carried further only by the browser, code or file that played it
// (docs/OPERATIONS.md, "Security"). The engine never reads it: it only carries the field.

/** base64url of 16 to 64 bytes: 22 to 86 characters. */
const RUN_SECRET_PATTERN = /^[A-Za-z0-9_-]{22,86}$/;

/** Whether a value has the form of a run secret. */
export function isRunSecret(value: unknown): value is string {
  return typeof value === 'string' && RUN_SECRET_PATTERN.test(value);
}
