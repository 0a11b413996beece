import type { ElementCategorySource } from "../catalogue.js";
import { androidElements, iosElements } from "./element-kit.js";

/** Element cards for the Ignitest Shop mobile app, per platform and screen. */
export const mobileElementCategories: ElementCategorySource[] = [
  {
    id: "android-onboarding-and-login-elements",
    title: "Android onboarding and login elements",
    shortDescription: "Welcome slides, permission prompt and login screen of the Android app.",
    description:
      "Elements of the first screens of the Ignitest Shop Android app: the onboarding carousel and its skip button, the notification permission prompt, and the login screen's fields and buttons.",
    usageCount: 4100,
    elements: androidElements("Onboarding and login screens", [
      ["Onboarding carousel", "list", "onboarding_pager", "The swipeable welcome slides."],
      ["Skip onboarding button", "button", "onboarding_skip", "Skips the welcome slides."],
      ["Get started button", "button", "onboarding_start", "Shown on the last slide; opens the login screen."],
      ["Allow notifications button", "button", "permission_allow_button", "Grants the notification permission."],
      ["Mobile email field", "field", "login_email", "E-mail field of the login screen."],
      ["Mobile password field", "field", "login_password", "Password field of the login screen."],
      ["Mobile sign in button", "button", "login_submit", "Signs in with the typed credentials."],
      ["Biometric login switch", "switch", "login_biometric", "Turns fingerprint sign-in on for next time."],
    ]),
  },
  {
    id: "android-shopping-elements",
    title: "Android shopping elements",
    shortDescription: "Home feed, search, product and cart screens of the Android app.",
    description:
      "Elements of the Ignitest Shop Android app's shopping screens: the bottom navigation tabs, the search field, the product list, the product screen's add-to-cart button and the cart total.",
    usageCount: 3500,
    elements: androidElements("Shopping screens", [
      ["Home tab", "tab", "nav_home", "Bottom navigation tab that opens the home feed."],
      ["Search tab", "tab", "nav_search", "Bottom navigation tab that opens search."],
      ["Mobile search field", "field", "search_query", "Search field at the top of the search screen."],
      ["Mobile product list", "list", "product_list", "The scrolling list of search results."],
      ["Mobile product title", "text", "product_title", "Name of the product on its screen."],
      ["Mobile add to cart button", "button", "product_add_to_cart", "Adds the product to the cart."],
      ["Mobile cart total", "text", "cart_total", "Total price on the cart screen."],
    ]),
  },
  {
    id: "ios-app-elements",
    title: "iOS app elements",
    shortDescription: "Login, tabs, search and settings of the iOS app.",
    description:
      "Elements of the Ignitest Shop iOS app: the login screen, the tab bar, the search field and results, the product screen and the settings screen with its Face ID and dark-mode switches.",
    usageCount: 3300,
    elements: iosElements("Main screens", [
      ["iOS email field", "field", "loginEmailField", "E-mail field of the login screen."],
      ["iOS password field", "field", "loginPasswordField", "Password field of the login screen (secure text)."],
      ["iOS sign in button", "button", "loginSubmitButton", "Signs in with the typed credentials."],
      ["iOS home tab", "tab", "tabHome", "Tab bar item that opens the home feed."],
      ["iOS search field", "field", "searchField", "Search field of the search tab."],
      ["iOS search results", "list", "searchResults", "The collection of search results."],
      ["iOS add to cart button", "button", "addToCartButton", "Adds the product to the cart."],
      ["iOS Face ID switch", "switch", "settingsFaceIdSwitch", "Turns Face ID sign-in on or off."],
      ["iOS dark mode switch", "switch", "settingsDarkModeSwitch", "Switches the app between light and dark mode."],
    ]),
  },
];
