// The smallest React island: React DOM loaded and one button rendered into
// the page. What any React page costs before it does anything of its own; the
// bench audits each template's scriptless copy with this island added (the
// React floor) and reports the template's TBT minus the floor's
// (docs/performance.md#tbt-and-the-react-floor).
import { createRoot } from "react-dom/client";
import { MenuButton } from "./menu-button.jsx";

const host = document.createElement("div");
document.body.append(host);
createRoot(host).render(<MenuButton />);
