// The same island as react-island.jsx, in Preact (about 5 KB compressed).
import { render } from "preact";
import { MenuButton } from "./menu-button.jsx";

const host = document.createElement("div");
document.body.append(host);
render(<MenuButton />, host);
