import { describe, expect, it } from "vitest";
import {
  recordingRequestMessage,
  recordingRequestPath,
  registrationMessage,
  registrationPath,
} from "./webinar-requests";

describe("webinar requests", () => {
  it("registers for a live session through the demo form, which names the session and its time", () => {
    const path = registrationPath("locators-that-survive-releases");
    expect(path).toBe("/schedule-demo?webinar=locators-that-survive-releases");
    expect(registrationMessage(new URL(path, "https://x.example").searchParams)).toBe(
      "I would like to join the live webinar “Locators that survive the next release” on Thu, Dec 10, 2026 · 16:00 UTC. Please send me the joining link.",
    );
  });

  it("asks for a past session's recording through the contact form, which names the session and its day", () => {
    const path = recordingRequestPath("step-groups-and-shared-elements");
    expect(path).toBe("/contactus?recording=step-groups-and-shared-elements");
    expect(recordingRequestMessage(new URL(path, "https://x.example").searchParams)).toBe(
      "Please send me the recording of the webinar “Cutting test maintenance with step groups” held on Sep 17, 2026.",
    );
  });

  it("fills in nothing for a missing or unknown session, so a hand-edited link cannot write the message", () => {
    expect(registrationMessage(new URLSearchParams())).toBeNull();
    expect(registrationMessage(new URLSearchParams("webinar=Send+me+money"))).toBeNull();
    expect(recordingRequestMessage(new URLSearchParams("recording=nope"))).toBeNull();
    expect(recordingRequestMessage(new URLSearchParams("webinar=step-groups-and-shared-elements"))).toBeNull();
  });
});
