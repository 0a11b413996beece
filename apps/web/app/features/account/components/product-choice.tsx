import type { SignInProduct } from "../sign-in-products";
import { signInProductOptions } from "../sign-in-products";

type ProductChoiceProps = {
  selected: SignInProduct;
  onSelect: (product: SignInProduct) => void;
};

/**
 * Which product the sign-in opens: the one the visitor came from is selected,
 * and they can switch (native radios, so arrow keys and screen readers work
 * as expected; styled as two segments).
 */
export function ProductChoice({ selected, onSelect }: ProductChoiceProps) {
  return (
    <fieldset>
      <legend className="font-semibold text-slate-900">Product</legend>
      <div className="mt-1.5 grid grid-cols-2 gap-2 rounded-xl bg-slate-100 p-1">
        {signInProductOptions.map((product) => (
          <label
            key={product.slug}
            className="relative flex cursor-pointer items-center justify-center rounded-lg px-3 py-2.5 text-center text-sm font-semibold text-slate-700 transition has-checked:bg-white has-checked:text-ink-900 has-checked:shadow-sm has-focus-visible:outline-3 has-focus-visible:outline-ink-600"
          >
            <input
              type="radio"
              name="product"
              value={product.slug}
              checked={product.slug === selected.slug}
              onChange={() => onSelect(product)}
              className="sr-only"
            />
            {product.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
