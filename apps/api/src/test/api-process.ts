import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

const apiDir = fileURLToPath(new URL("../..", import.meta.url));

/** A port nobody is listening on now (the OS picks it), so parallel runs never collide. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  server.close();
  if (address === null || typeof address === "string") throw new Error("no TCP port");
  return address.port;
}

export type ApiProcess = {
  child: ChildProcess;
  origin: string;
  /** What the process wrote so far, for the failure message. */
  output(): string;
};

/**
 * The real API server as `npm start` runs it (src/main.ts through tsx), on the
 * embedded database under `dataDir`, API only. Resolves once /healthz answers.
 */
export async function startApi(options: { dataDir: string; port: number; env?: Record<string, string> }) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(options.port),
    HOST: "127.0.0.1",
    DATA_DIR: options.dataDir,
    SITE_DIR: "",
    LOG_LEVEL: "warn",
    ...options.env,
  };
  // The embedded database is what is under test: never a server named by the caller's environment.
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: apiDir,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const api: ApiProcess = { child, origin: `http://127.0.0.1:${options.port}`, output: () => output };

  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the API exited (${child.exitCode ?? child.signalCode}) before it was up:\n${output}`);
    }
    const up = await fetch(`${api.origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return api;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill("SIGKILL");
  throw new Error(`the API did not answer /healthz within 150 s:\n${output}`);
}

/** Sends `signal` and waits for the process to end. */
export async function stopApi(api: ApiProcess, signal: NodeJS.Signals = "SIGTERM") {
  if (api.child.exitCode !== null || api.child.signalCode !== null) return;
  const exited = once(api.child, "exit");
  api.child.kill(signal);
  await exited;
}
