import { describe, expect, it } from "vitest";
import { licenceState, licenceStates, loginRecordOf, opensProjects, withLicenceState } from "./licence";
import { demoSeed } from "./state/seed";

const seed = demoSeed();

function recordIn(state: (typeof licenceStates)[number], billingCycle: "Yearly" | "Monthly" = "Yearly") {
  const data = { ...seed, licence: withLicenceState({ ...seed.licence, billingCycle }, state) };
  return { data, record: loginRecordOf(data, "Grace Okafor", "grace.okafor@northwind.example") };
}

describe("the demo licence's states", () => {
  it("switches to each state and reads it back", () => {
    for (const state of licenceStates) expect(licenceState(recordIn(state).data.licence)).toBe(state);
    for (const state of licenceStates) expect(licenceState(recordIn(state, "Monthly").data.licence)).toBe(state);
  });

  it("is near expiry at 15 or fewer days on a Yearly cycle and 7 or fewer on a Monthly one", () => {
    const at = (expiresIn: number, billingCycle: "Yearly" | "Monthly") =>
      licenceState({ ...seed.licence, billingCycle, expiresIn });
    expect(at(15, "Yearly")).toBe("near-expiry");
    expect(at(16, "Yearly")).toBe("active");
    expect(at(7, "Monthly")).toBe("near-expiry");
    expect(at(8, "Monthly")).toBe("active");
  });

  it("lets My Products open the projects when active or near expiry, and the licence page when expired or disabled", () => {
    expect(opensProjects(recordIn("active").record)).toBe(true);
    expect(opensProjects(recordIn("near-expiry").record)).toBe(true);
    expect(opensProjects(recordIn("expired").record)).toBe(false);
    expect(opensProjects(recordIn("disabled").record)).toBe(false);
    expect(opensProjects({ ...recordIn("active").record, access_token: "" })).toBe(false);
  });

  it("keeps 0 days on an expired licence and gives an active one its days back", () => {
    const expired = withLicenceState(seed.licence, "expired");
    expect(expired).toMatchObject({ licenseStatus: "EXPIRED", expiresIn: 0 });
    expect(withLicenceState(expired, "active")).toEqual(seed.licence);
  });
});
