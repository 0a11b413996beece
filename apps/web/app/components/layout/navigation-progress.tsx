import { useNavigation } from "react-router";

/** A top progress bar while route code or data loads between pages. */
export function NavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      aria-hidden={!busy}
      aria-busy={busy}
      className={`fixed inset-x-0 top-0 z-[90] h-[3px] origin-left bg-ink-600 transition-transform duration-500 ${
        busy ? "scale-x-75" : "scale-x-0"
      }`}
    />
  );
}
