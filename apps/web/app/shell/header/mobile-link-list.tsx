import type { NavItem } from "~/site/navigation";
import { MenuLink } from "./menu-link";

type MobileLinkListProps = { items: NavItem[]; title?: string; badge?: string; titleId?: string };

/** A list of links in the mobile menu, optionally under a small title (a product tab or a group). */
export function MobileLinkList({ items, title, badge, titleId }: MobileLinkListProps) {
  return (
    <div className="py-1">
      {title ? (
        <p
          id={titleId}
          className="flex items-center gap-2 px-3 pb-1 pt-2 text-xs font-semibold uppercase text-slate-600"
        >
          {title}
          {badge ? " " : null}
          {badge ? (
            <span className="rounded-full bg-brand-100 px-1.5 py-0.5 text-[0.6875rem] leading-none text-brand-800">
              {badge}
            </span>
          ) : null}
        </p>
      ) : null}
      <ul aria-labelledby={title ? titleId : undefined}>
        {items.map((item) => (
          <li key={item.id}>
            <MenuLink
              item={item}
              withIcon
              className="flex items-center gap-2.5 rounded-md px-3 py-2.5 text-[0.9375rem] text-slate-800 hover:bg-ink-50 aria-[current=page]:font-semibold aria-[current=page]:text-ink-800"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
