import type { FastifyInstance } from "fastify";
import { registerGetCountry } from "./get-country.js";

/** The visitor's country (GET /v1/public/country), worked out from the request's headers alone. */
export function registerGeo(app: FastifyInstance) {
  registerGetCountry(app);
}
