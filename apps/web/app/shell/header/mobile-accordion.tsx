import * as Accordion from "@radix-ui/react-accordion";
import type { ReactNode } from "react";
import { productTabs, resourcesMenu, solutionsMenu } from "~/site/navigation";
import { header as words } from "../../../../../content/pages/site-chrome";
import { ChevronDownIcon } from "./header-icons";
import { MobileLinkList } from "./mobile-link-list";

const sections: { value: string; label: string; body: ReactNode }[] = [
  {
    value: "products",
    label: words.menus.products,
    body: productTabs.map((tab) => (
      <MobileLinkList
        key={tab.id}
        title={tab.title}
        badge={tab.badge}
        titleId={`mobile-products-${tab.id}`}
        items={tab.groups.flatMap((group) => group.items)}
      />
    )),
  },
  {
    value: "solutions",
    label: words.menus.solutions,
    body: solutionsMenu.map((group) => (
      <MobileLinkList key={group.id} title={group.title} titleId={`mobile-${group.id}`} items={group.items} />
    )),
  },
  {
    value: "resources",
    label: words.menus.resources,
    body: resourcesMenu.map((group) => (
      <MobileLinkList key={group.id} title={group.title} titleId={`mobile-${group.id}`} items={group.items} />
    )),
  },
];

/** Products (one sub-group per product tab), Solutions and Resources as an accordion for small screens. */
export function MobileAccordion() {
  return (
    <Accordion.Root type="single" collapsible className="divide-y divide-slate-200">
      {sections.map((section) => (
        <Accordion.Item key={section.value} value={section.value}>
          <Accordion.Header>
            <Accordion.Trigger className="group flex w-full items-center justify-between px-3 py-3.5 text-left text-base font-semibold text-slate-900 hover:bg-slate-50">
              {section.label}
              <ChevronDownIcon className="size-5 transition-transform group-data-[state=open]:rotate-180" />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="pb-2">{section.body}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
