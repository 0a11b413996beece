import type { HealthResponse } from "@ignitest/contracts";
import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "../../db/client.js";

/** GET /healthz: 200 when the database answers, 503 when it does not. */
export function registerHealthz(app: FastifyInstance, database: DatabaseHandle) {
  app.get("/healthz", async (_request, reply) => {
    const up = await database.ping();
    const body: HealthResponse = {
      status: up ? "ok" : "degraded",
      database: up ? "up" : "down",
      uptimeSeconds: Math.round(process.uptime()),
    };
    return reply
      .code(up ? 200 : 503)
      .header("Cache-Control", "no-store")
      .send(body);
  });
}
