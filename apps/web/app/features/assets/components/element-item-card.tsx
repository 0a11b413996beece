import type { ElementItem } from "@ignitest/contracts";
import { AssetDetailDisclosure } from "./asset-detail-disclosure";
import { TagList } from "./tag-list";

/** One element of a card: name, what it locates, its screen and platform, and its locators on demand. */
export function ElementItemCard({ item }: { item: ElementItem }) {
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 className="text-base font-semibold text-slate-900">{item.name}</h3>
      <p className="mt-2 text-sm leading-relaxed text-slate-600">{item.shortDescription}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-slate-700">
        <span>
          Screen: <span className="font-medium">{item.page}</span>
        </span>
        <TagList tags={[item.platform]} label="Platform" />
      </div>
      <AssetDetailDisclosure id={item._id} type="Elements" subject="locators">
        {(detail) =>
          detail.type === "Elements" ? (
            <table className="w-full text-left">
              <caption className="sr-only">Locators of {item.name}</caption>
              <thead>
                <tr className="border-b border-slate-200">
                  <th scope="col" className="py-1.5 pr-3 font-semibold">
                    Strategy
                  </th>
                  <th scope="col" className="py-1.5 font-semibold">
                    Value
                  </th>
                </tr>
              </thead>
              <tbody>
                {detail.locators.map((locator) => (
                  <tr key={`${locator.strategy}-${locator.value}`} className="border-b border-slate-100">
                    <td className="py-1.5 pr-3">{locator.strategy}</td>
                    <td className="py-1.5 break-all font-mono text-xs">{locator.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null
        }
      </AssetDetailDisclosure>
    </article>
  );
}
