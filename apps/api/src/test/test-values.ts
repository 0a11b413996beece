let sequence = 0;

/** A fresh e-mail address per call, so one test's accounts and limits never meet another's. */
export function uniqueEmail(prefix = "user"): string {
  sequence += 1;
  return `${prefix}.${Date.now().toString(36)}${sequence}@example.com`;
}

/** A random client address, so the per-address limits of one test never reach another. */
export function randomIp(): string {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  return `10.${octet()}.${octet()}.${octet()}`;
}
