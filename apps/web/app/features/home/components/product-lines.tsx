import { withBrand } from "@ignitest/contracts";
import { Link } from "react-router";
import { fillTemplate } from "~/lib/fill-template";
import { productLines } from "../../../../../../content/pages/home";

const products = productLines.products;

/** Three cards on the first row and two wider ones on the second at desktop width; at tablet width the last spans both columns. */
function spanFor(index: number): string {
  if (index < 3) return "lg:col-span-2";
  return index === products.length - 1 ? "md:col-span-2 lg:col-span-3" : "lg:col-span-3";
}

/** The four product lines and crowd testing, each linking to its page. */
export function ProductLines() {
  return (
    <section aria-labelledby="product-lines-title" className="bg-slate-50">
      <div className="container-page py-14 sm:py-20">
        <h2 id="product-lines-title" className="max-w-3xl text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {productLines.heading}
        </h2>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-700">{productLines.lead}</p>
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-6">
          {products.map((product, index) => (
            <li
              key={product.name}
              className={`flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm ${spanFor(index)}`}
            >
              <h3 className="flex flex-wrap items-center gap-2 text-xl font-semibold text-slate-900">
                {product.name}
                {"beta" in product && product.beta ? (
                  <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-brand-800">
                    {productLines.beta}
                  </span>
                ) : null}
              </h3>
              <p className="mt-3 leading-relaxed text-slate-700">{product.summary}</p>
              <ul className="mt-4 grid flex-1 content-start gap-2 text-slate-700">
                {product.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-1 size-4 shrink-0 fill-brand-700">
                      <path d="M8 13.2 4.8 10l-1.1 1.1L8 15.4l8.3-8.3-1.1-1.1z" />
                    </svg>
                    {feature}
                  </li>
                ))}
              </ul>
              <Link to={withBrand(product.to)} className="link mt-6 font-semibold">
                {fillTemplate(productLines.explore, { product: product.name })}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
