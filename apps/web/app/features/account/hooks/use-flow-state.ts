import { useLocation } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * What one account page hands the next in navigation state (docs/accounts-flow.md):
 * the e-mail a link was sent to, the phone a code was sent for. State survives
 * a reload but not a new tab, so every page also works without it.
 */
export type FlowState = { email?: string; phone?: string; attemptsAllowed?: number; otpExpiresIn?: number };

/**
 * The navigation state, or an empty object in the prerendered HTML and during
 * hydration (the HTML was built without it; reading it earlier would mismatch).
 */
export function useFlowState(): FlowState {
  const { state } = useLocation();
  const hydrated = useHydrated();
  if (!hydrated || typeof state !== "object" || state === null) return {};
  const source = state as Record<string, unknown>;
  const flow: FlowState = {};
  if (typeof source.email === "string") flow.email = source.email;
  if (typeof source.phone === "string") flow.phone = source.phone;
  if (typeof source.attemptsAllowed === "number") flow.attemptsAllowed = source.attemptsAllowed;
  if (typeof source.otpExpiresIn === "number") flow.otpExpiresIn = source.otpExpiresIn;
  return flow;
}
