import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, Outlet } from "react-router";
import { LOGIN_RECORD_KEY } from "~/features/account";
import { Header } from "./header";

/** Test support for the header tests: the header above a few stub routes. */

function Layout() {
  return (
    <>
      <Header />
      <Outlet />
    </>
  );
}

function Heading({ text }: { text: string }) {
  return <h1>{text}</h1>;
}

const Stub = createRoutesStub([
  {
    id: "root",
    Component: Layout,
    children: [
      { path: "/", Component: () => <Heading text="Home" /> },
      { path: "/documentation", Component: () => <Heading text="Documentation" /> },
      { path: "/light", handle: { headerStyle: "position" }, Component: () => <Heading text="Light page" /> },
      {
        path: "/light-copy",
        loader: () => ({ page: { headerStyle: "position" } }),
        HydrateFallback: () => null,
        Component: () => <Heading text="Light copy" />,
      },
      { path: "*", Component: () => <Heading text="Elsewhere" /> },
    ],
  },
]);

export function renderHeader(path = "/") {
  const user = userEvent.setup();
  render(<Stub initialEntries={[path]} />);
  return { user };
}

export function signIn(record: Record<string, unknown> = { name: "jane Doe", userName: "jane@example.com" }) {
  window.localStorage.setItem(LOGIN_RECORD_KEY, JSON.stringify(record));
}
