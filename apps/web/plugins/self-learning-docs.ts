// By relative path: Vite loads its config's imports with Node, which cannot run the package's TypeScript.

import type { Plugin } from "vite";
import { academyDocuments } from "../../../content/academy/documents";
import { withBrand } from "../../../packages/contracts/src/site";
import { readDocSources } from "../app/features/docs/source.server";
import { readPublicEnv } from "./public-env";
import { buildSelfLearningArchive } from "./self-learning-archive";

/**
 * Builds the Self-Learning Doc (content/academy/documents.ts) from
 * content/docs: written into the client build by `npm run build`, and served
 * fresh from the dev server by `npm run dev`.
 */
export function selfLearningDocs(): Plugin {
  const entry = academyDocuments[0];
  const urlPath = entry ? withBrand(entry.downloadurl) : undefined;
  const publicDir = new URL("../public", import.meta.url).pathname;
  const build = () =>
    buildSelfLearningArchive({ sources: readDocSources(), publicDir, siteUrl: readPublicEnv().SITE_URL });
  return {
    name: "ignitest:self-learning-docs",
    generateBundle() {
      // The client build only: the server bundle that prerenders pages has no use for it.
      if (!urlPath || this.environment.config.consumer !== "client" || this.environment.mode !== "build") return;
      this.emitFile({ type: "asset", fileName: urlPath.slice(1), source: build() });
    },
    configureServer(server) {
      if (!urlPath) return;
      server.middlewares.use(urlPath, (_request, response) => {
        response.setHeader("Content-Type", "application/zip");
        response.end(build());
      });
    },
  };
}
