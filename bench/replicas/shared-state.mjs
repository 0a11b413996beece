// The replicas proof, part (a): state the replicas share through PostgreSQL.
// 10 wrong sign-ins over both replicas lock the account; a form's
// per-address limit holds across both; a captcha solution used on one is
// refused on the other; a token issued by one is accepted and revoked
// through the other. Run by prove-replicas.mjs.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { acknowledged, call, captcha, contactMessage, metricCount, nextClient, sleep } from "./visitor.mjs";

/** Checks each property through `check(ok, what)`; `lb` is HAProxy's origin, `replicas` the two running replicas. */
export async function proveSharedState({ lb, replicas, check }) {
  {
    const ip = nextClient();
    const email = `nobody.${Date.now()}@example.com`;
    const statuses = [];
    const signInRoute = /route="\/optimize\/v1\/public\/user\/signin"/;
    const before = await Promise.all(replicas.map((replica) => metricCount(replica, signInRoute)));
    for (let i = 0; i < 11; i++) {
      const response = await call(
        lb,
        "/optimize/v1/public/user/signin",
        { email, password: "wrong-password-1" },
        { ip },
      );
      statuses.push(response.json?.code ?? response.status);
    }
    const after = await Promise.all(replicas.map((replica) => metricCount(replica, signInRoute)));
    const spread = after.map((count, i) => count - before[i]);
    console.info(
      `[replicas] (a) 11 sign-ins through HAProxy: per replica ${spread.join(" + ")}; answers ${statuses.join(",")}`,
    );
    check(
      spread.every((count) => count >= 4) && statuses.slice(0, 10).every((code) => code !== "ACCOUNT_LOCKED"),
      "(a) 10 wrong sign-ins spread over both replicas",
    );
    check(statuses[10] === "ACCOUNT_LOCKED", "(a) the 11th sign-in is ACCOUNT_LOCKED");
    const onA = await call(
      replicas[0].origin,
      "/optimize/v1/public/user/signin",
      { email, password: "x-wrong-1" },
      { ip },
    );
    const onB = await call(
      replicas[1].origin,
      "/optimize/v1/public/user/signin",
      { email, password: "x-wrong-1" },
      { ip },
    );
    check(onA.json?.code === "ACCOUNT_LOCKED" && onB.json?.code === "ACCOUNT_LOCKED", "(a) locked on either replica");
  }
  {
    // The contact form allows 5 a minute per address; through HAProxy round robin they alternate replicas.
    const ip = nextClient();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await contactMessage(lb, ip, `limit ${i + 1}`)).status);
    console.info(`[replicas] (a) contact form ×6 from one address through HAProxy: ${statuses.join(",")}`);
    check(
      statuses.slice(0, 5).every((s) => s === 201) && statuses[5] === 429,
      "(a) per-address form limit (5/min) holds across both: 6th is 429",
    );
  }
  {
    const ip = nextClient();
    const solved = await captcha(replicas[0].origin, "contact-message", ip);
    const body = (n) => ({
      name: "Replica Proof",
      email: `captcha.${Date.now()}.${n}@example.com`,
      topic: "Partnerships",
      message: "Replicas proof: captcha replay.",
      captcha: solved,
    });
    const first = await call(replicas[0].origin, "/v1/public/contact-messages", body(1), { ip });
    if (first.status === 201) acknowledged.push(first.json.id);
    const replay = await call(replicas[1].origin, "/v1/public/contact-messages", body(2), { ip });
    console.info(
      `[replicas] (a) captcha solution: replica a ${first.status}, same solution on replica b ${replay.status}`,
    );
    check(
      first.status === 201 && replay.status === 400,
      "(a) a captcha solution used on one replica is refused on the other",
    );
  }
  {
    const ip = nextClient();
    const email = `proof.account.${Date.now()}@example.com`;
    const password = "violet-harbour-kettle-42";
    const signUp = await call(
      replicas[0].origin,
      "/optimize/v1/public/user/signup",
      {
        name: "Ada Lovelace",
        email,
        phone: "+44 20 7946 0958",
        company: "Analytical Engines Ltd",
        password,
        captcha: await captcha(replicas[0].origin, "signup", ip),
      },
      { ip },
    );
    let token = null;
    for (let i = 0; i < 40 && !token; i++) {
      const dir = join(replicas[0].dataDir, "outbox");
      for (const file of await readdir(dir).catch(() => [])) {
        const text = await readFile(join(dir, file), "utf8");
        const match =
          text.includes(email) &&
          /user-activated\?token=3D([A-Za-z0-9_-]{43})|user-activated\?token=([A-Za-z0-9_-]{43})/.exec(
            text.replace(/=\r?\n/g, ""),
          );
        if (match) token = match[1] ?? match[2];
      }
      if (!token) await sleep(250);
    }
    const activated = await call(replicas[1].origin, "/optimize/v1/public/user/activation/activate", { token }, { ip });
    const signIn = await call(replicas[0].origin, "/optimize/v1/public/user/signin", { email, password }, { ip });
    const access = signIn.json?.access_token;
    const phone = await call(
      replicas[1].origin,
      "/optimize/v1/public/user/change-phone",
      { phone: "+14155550199" },
      { ip, token: access },
    );
    const signOut = await call(
      replicas[1].origin,
      "/optimize/v1/user/signout",
      { userEmail: signIn.json?.userName, currentLicenseId: signIn.json?.currentLicenseId },
      { ip, token: access },
    );
    const reuse = await call(
      replicas[0].origin,
      "/optimize/v1/public/user/change-phone",
      { phone: "+14155550198" },
      { ip, token: access },
    );
    console.info(
      `[replicas] (a) account: sign-up ${signUp.status} on a, activation ${activated.status} on b, sign-in ${signIn.status} on a, token used on b ${phone.status}, signed out on b ${signOut.status}, token on a afterwards ${reuse.status}`,
    );
    check(
      phone.status === 200 && signOut.status === 200 && reuse.status === 401,
      "(a) a token issued by one replica is accepted and revoked through the other",
    );
  }
}
