// The smallest React island: React DOM loaded and one button rendered into
// the page. What any React island (or React Server Components' client side)
// costs a page before it does anything of its own.
import { createRoot } from "react-dom/client";
import { MenuButton } from "./menu-button.jsx";

const host = document.createElement("div");
document.body.append(host);
createRoot(host).render(<MenuButton />);
