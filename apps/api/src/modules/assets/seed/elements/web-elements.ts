import type { ElementCategorySource } from "../catalogue.js";
import { webElements } from "./element-kit.js";

/** Element cards for the Ignitest demo shop, one per page of the web app. */
export const webElementCategories: ElementCategorySource[] = [
  {
    id: "login-page-elements",
    title: "Login page elements",
    shortDescription: "Fields, buttons and messages of the demo shop's sign-in page.",
    description:
      "The elements a sign-in test touches: e-mail and password fields, the sign-in button, remember-me, the password reset link and the error banner. Reuse them in every test that starts with a login.",
    usageCount: 7600,
    elements: webElements("Login page", [
      ["Email field", "input", "login-email", "The e-mail address field of the sign-in form."],
      ["Password field", "input", "login-password", "The password field; its value is masked."],
      ["Sign in button", "button", "login-submit", "Submits the sign-in form.", "Sign in"],
      ["Remember me checkbox", "checkbox", "login-remember", "Keeps the session after the browser closes."],
      ["Forgot password link", "link", "login-forgot", "Opens the password reset page.", "Forgot password?"],
      ["Login error banner", "text", "login-error", "Shows “Wrong e-mail or password” after a failed attempt."],
      ["Create account link", "link", "login-signup", "Opens the sign-up page.", "Create an account"],
      ["Sign in with Google button", "button", "login-google", "Starts sign-in through Google.", "Sign in with Google"],
    ]),
  },
  {
    id: "header-and-navigation-elements",
    title: "Header and navigation elements",
    shortDescription: "The shop's header: search, menu, account and cart.",
    description:
      "Elements of the header that every page of the demo shop shares: the logo, the search box and its button, the category menu, the account menu and the cart badge that counts the items in the cart.",
    usageCount: 5200,
    elements: webElements("Header", [
      ["Shop logo", "link", "header-logo", "Goes back to the home page.", "Ignitest Shop"],
      ["Search box", "input", "header-search", "Free-text product search."],
      ["Search button", "button", "header-search-submit", "Runs the search typed in the search box.", "Search"],
      ["Categories menu", "button", "header-categories", "Opens the product category menu.", "Categories"],
      ["Account menu", "button", "header-account", "Opens profile, orders and sign-out.", "My account"],
      ["Sign out link", "link", "header-signout", "Signs the user out.", "Sign out"],
      ["Cart icon", "link", "header-cart", "Opens the cart page.", "Cart"],
      ["Cart badge", "text", "header-cart-count", "Number of items in the cart."],
    ]),
  },
  {
    id: "product-listing-elements",
    title: "Product listing elements",
    shortDescription: "Product grid, filters, sorting and paging of the catalogue page.",
    description:
      "Everything on the product listing page: the grid of product cards and their parts, the filter panel (price, brand, rating), the sort dropdown, the result count and the pager.",
    usageCount: 6100,
    elements: webElements("Product listing page", [
      ["Product cards", "container", "product-card", "Every product card of the grid (a locator for the list)."],
      ["Product card title", "link", "product-card-title", "The product name on a card; opens its page."],
      ["Product card price", "text", "product-card-price", "The price shown on a card."],
      ["Add to cart button", "button", "product-card-add", "Adds the card's product to the cart.", "Add to cart"],
      ["Sort by dropdown", "select", "listing-sort", "Sorts by relevance, price or rating."],
      ["Brand filter checkbox", "checkbox", "filter-brand", "Limits results to the ticked brands."],
      ["Price slider handle", "container", "filter-price-max", "The upper handle of the price range slider."],
      ["Result count label", "text", "listing-count", "Reads “Showing 1–24 of 312 products”."],
      ["Next page button", "button", "listing-next", "Shows the next page of results.", "Next"],
      ["No results message", "text", "listing-empty", "Shown when no product matches the filters."],
    ]),
  },
  {
    id: "product-details-elements",
    title: "Product details elements",
    shortDescription: "Gallery, options, quantity and reviews of a product page.",
    description:
      "The elements of a single product page: title, price, image gallery, size and colour options, quantity stepper, add-to-cart and wish-list buttons, stock status and the customer reviews section.",
    usageCount: 4300,
    elements: webElements("Product details page", [
      ["Product title", "text", "pdp-title", "The product's name as the page heading."],
      ["Product price", "text", "pdp-price", "The current price, with the old price struck through on sale."],
      ["Main product image", "image", "pdp-image", "The large image of the gallery."],
      ["Size dropdown", "select", "pdp-size", "Chooses the size variant."],
      ["Quantity field", "input", "pdp-quantity", "How many items to add."],
      ["Add to wish list button", "button", "pdp-wishlist", "Saves the product to the wish list.", "Add to wish list"],
      ["Stock status label", "text", "pdp-stock", "Reads “In stock”, “Only 3 left” or “Out of stock”."],
      ["Customer reviews section", "container", "pdp-reviews", "The list of reviews and the average rating."],
    ]),
  },
  {
    id: "cart-and-checkout-elements",
    title: "Cart and checkout elements",
    shortDescription: "Cart lines, totals, coupon, address and payment fields.",
    description:
      "The elements of the cart and the checkout: cart lines and their remove buttons, coupon field, totals, shipping address fields, the payment card fields (inside the payment-frame iframe) and the place-order button.",
    usageCount: 6900,
    elements: webElements("Cart and checkout pages", [
      ["Cart line items", "container", "cart-line", "Every line of the cart (a locator for the list)."],
      ["Remove item button", "button", "cart-line-remove", "Removes a line from the cart.", "Remove"],
      ["Coupon code field", "input", "cart-coupon", "Where a discount code is typed."],
      ["Apply coupon button", "button", "cart-coupon-apply", "Applies the typed coupon.", "Apply"],
      ["Order total label", "text", "cart-total", "The total including tax and shipping."],
      ["Checkout button", "button", "cart-checkout", "Starts the checkout.", "Checkout"],
      ["Shipping name field", "input", "ship-name", "Full name of the recipient."],
      ["Shipping postcode field", "input", "ship-postcode", "Postcode of the delivery address."],
      ["Country dropdown", "select", "ship-country", "Country of the delivery address."],
      ["Card number field", "input", "card-number", "Card number, inside the payment-frame iframe."],
      ["Place order button", "button", "checkout-place-order", "Confirms and pays the order.", "Place order"],
      ["Order confirmation message", "text", "order-confirmation", "Reads “Thank you! Your order number is …”."],
    ]),
  },
  {
    id: "profile-page-elements",
    title: "Profile page elements",
    shortDescription: "Account details, address book and preferences of the profile page.",
    description:
      "Elements of the signed-in user's profile: name and phone fields, the save button and its confirmation toast, newsletter preference, the address book and the delete-account link.",
    usageCount: 2700,
    elements: webElements("Profile page", [
      ["First name field", "input", "profile-first-name", "The user's first name."],
      ["Phone number field", "input", "profile-phone", "The user's phone number, with country code."],
      ["Newsletter checkbox", "checkbox", "profile-newsletter", "Opts in or out of the newsletter."],
      ["Save profile button", "button", "profile-save", "Saves the profile changes.", "Save changes"],
      ["Profile saved toast", "text", "profile-toast", "Reads “Your profile has been updated”."],
      ["Add address button", "button", "profile-add-address", "Opens the new address form.", "Add address"],
      ["Delete account link", "link", "profile-delete", "Starts the account deletion flow.", "Delete account"],
    ]),
  },
];
