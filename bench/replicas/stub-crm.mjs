// A stub CRM on 127.0.0.1 for the replicas proof: refuses every lead (503)
// until `refuseForMs` has passed, then accepts. It verifies each delivery's
// signature and counts accepted deliveries per Idempotency-Key, so "exactly
// once" can be checked.
import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer } from "node:http";

function verify(secret, header, body) {
  const parts = Object.fromEntries((header ?? "").split(",").map((part) => part.split("=", 2)));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > 300) return false;
  const expected = createHmac("sha256", secret).update(`${t}.${body}`).digest();
  const given = Buffer.from(/^[0-9a-f]{64}$/.test(parts.v1 ?? "") ? parts.v1 : "", "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function startStubCrm({ secret, refuseForMs }) {
  const openedAt = Date.now();
  const stats = { refused: 0, badSignature: 0, accepted: new Map(), firstAcceptedAt: null };
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      if (Date.now() - openedAt < refuseForMs) {
        stats.refused += 1;
        response.writeHead(503).end();
        return;
      }
      if (!verify(secret, request.headers["ignitest-signature"], body)) {
        stats.badSignature += 1;
        response.writeHead(401).end();
        return;
      }
      const key = String(request.headers["idempotency-key"]);
      const lead = JSON.parse(body);
      const seen = stats.accepted.get(key);
      stats.accepted.set(key, { id: lead.id, deliveries: (seen?.deliveries ?? 0) + 1 });
      stats.firstAcceptedAt ??= Date.now();
      response.writeHead(204).end();
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${server.address().port}/leads`, stats, openedAt, close: () => server.close() };
}
