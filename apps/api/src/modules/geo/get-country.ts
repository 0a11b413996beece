import type { CountryResponse } from "@ignitest/contracts";
import type { FastifyInstance } from "fastify";
import { resolveCountry } from "./resolve-country.js";

/** GET /v1/public/country: the public country lookup of docs/product/calls.md#country-lookup. */
export function registerGetCountry(app: FastifyInstance) {
  app.get("/v1/public/country", async (request, reply) => {
    const body: CountryResponse = {
      country: resolveCountry({
        cfIpCountry: request.headers["cf-ipcountry"] as string | undefined,
        acceptLanguage: request.headers["accept-language"],
      }),
    };
    // The answer depends on these headers; private so a shared cache never mixes visitors.
    return reply
      .header("Cache-Control", "private, max-age=3600")
      .header("Vary", "CF-IPCountry, Accept-Language")
      .send(body);
  });
}
