import type { AnchorHTMLAttributes, Ref } from "react";
import { Link, NavLink } from "react-router";
import type { NavItem } from "~/site/navigation";
import { loadsOwnDocument } from "~/site/own-document";
import { header as words } from "../../../../../content/pages/site-chrome";
import { ExternalLinkIcon, NavIcon } from "./header-icons";

type MenuLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "children"> & {
  item: NavItem;
  /** Show the item's icon before its text. */
  withIcon?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * One menu entry. Internal paths go through the router (prefetched on intent,
 * `aria-current="page"` when current; a page that needs its own document,
 * site/own-document.ts, loads it); external ones open in a new tab and say so.
 * Extra props are spread on the anchor so Radix `asChild` parts can wrap it.
 */
export function MenuLink({ item, withIcon = false, ...anchorProps }: MenuLinkProps) {
  const icon = withIcon && item.icon ? <NavIcon name={item.icon} className="size-5 shrink-0 text-ink-700" /> : null;

  if (item.external) {
    return (
      <a {...anchorProps} href={item.url} target="_blank" rel="noopener noreferrer">
        {icon}
        <span>{item.text}</span>
        <ExternalLinkIcon className="size-3.5 shrink-0 opacity-70" />
        <span className="sr-only">{words.newTab}</span>
      </a>
    );
  }

  const content = (
    <>
      {icon}
      <span>{item.text}</span>
    </>
  );
  // NavLink marks the current page; a hash link points into a page, so plain Link.
  if (item.url.includes("#")) {
    return (
      <Link {...anchorProps} to={item.url} prefetch="intent">
        {content}
      </Link>
    );
  }
  return (
    <NavLink {...anchorProps} to={item.url} prefetch="intent" end reloadDocument={loadsOwnDocument(item.url)}>
      {content}
    </NavLink>
  );
}
