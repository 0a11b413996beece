// The smallest React island: React DOM loaded and one button rendered into
// the page. What any React island (or React Server Components' client side)
// costs a page before it does anything of its own.
import { useState } from "react";
import { createRoot } from "react-dom/client";

function MenuButton() {
  const [open, setOpen] = useState(false);
  return (
    <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
      {open ? "Close" : "Open"} menu
    </button>
  );
}

const host = document.createElement("div");
document.body.append(host);
createRoot(host).render(<MenuButton />);
