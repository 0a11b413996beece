/** A small page in the manner of the sample shop, for the runner's unit tests. */
export const SHOP_PAGE = `
  <h1>Trail shop</h1>
  <form id="login" action="#signed-in">
    <label for="email">Email</label><input id="email" type="email">
    <label for="qty">Quantity</label><input id="qty" type="number" value="1">
    <label for="size">Size</label>
    <select id="size"><option value="">Choose</option><option value="s">Small</option><option value="m">Medium</option></select>
    <label><input id="terms" type="checkbox"> I accept the terms</label>
    <button type="submit" id="sign-in">Sign in</button>
    <button type="button" disabled>Pay now</button>
  </form>
  <ul class="products">
    <li data-testid="product">Trail shoes <button>Add to cart</button></li>
    <li data-testid="product">Rain jacket <button>Add to cart</button></li>
  </ul>
  <p data-testid="total">Total: $0.00</p>
  <div id="menu" hidden>Menu</div>
  <a href="#cart" id="cart-link">Cart</a>
`;
