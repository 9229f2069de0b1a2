import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  route('terms-and-conditions', 'routes/terms-and-conditions.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('under-construction', 'routes/under-construction.tsx'),
  route('not-found', 'routes/not-found.tsx'),
  // Identity and private-store entry.
  route('login', 'routes/login.tsx'),
  route('register', 'routes/register.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  route('reset-password-success', 'routes/reset-password-success.tsx'),
  route('email-verification', 'routes/email-verification.tsx'),
  route('update-password', 'routes/update-password.tsx'),
  route('accept-invite', 'routes/accept-invite.tsx'),
  route('logout', 'routes/logout.tsx'),
  route('private', 'routes/private.tsx'),
  route('my-account', 'routes/my-account.tsx', [
    route('orders', 'routes/my-account.orders.tsx'),
    route('orders/:uuid', 'routes/my-account.orders.$uuid.tsx'),
    route('gift-cards', 'routes/my-account.gift-cards.tsx'),
  ]),
  route('dev/mailbox', 'routes/dev-mailbox.tsx'),
  // Catalogue: lists, categories, product pages, and the navbar search's results.
  route('products', 'routes/products.tsx'),
  route('products/:slug', 'routes/products.$slug.tsx'),
  route('categories/:slug', 'routes/categories.$slug.tsx'),
  route('resources/product-search', 'routes/resources.product-search.tsx'),
  route('cart/add', 'routes/cart.add.tsx'),
  // Buying: cart, checkout, confirmation.
  route('cart', 'routes/cart.tsx'),
  route('checkout', 'routes/checkout.tsx'),
  route('order-confirmation/:uuid', 'routes/order-confirmation.$uuid.tsx'),
  // An order the store prepared for a shopper, paid through its mailed link.
  route('pay/:token', 'routes/pay.$token.tsx'),
  // Gifting: a recipient's kit link.
  route('kit', 'routes/kit.tsx'),
  // The owner console: its own route tree, so shoppers never download its code.
  route('admin/impersonate', 'routes/admin/impersonate.tsx'),
  // A parcel's packing slip prints without the console's frame.
  route(
    'admin/orders/:orderId/parcels/:parcelId/slip',
    'routes/admin/orders.$orderId.parcels.$parcelId.slip.tsx',
  ),
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/home.tsx'),
    route('branding', 'routes/admin/branding.tsx'),
    // The console's image uploads (resource route: multipart in, JSON out).
    route('media', 'routes/admin/media.tsx'),
    route('pages', 'routes/admin/pages.tsx'),
    route('pages/:url', 'routes/admin/pages.$url.tsx'),
    route('versions', 'routes/admin/versions.tsx'),
    route('versions/:number', 'routes/admin/versions.$number.tsx'),
    route('draft', 'routes/admin/draft.tsx'),
    route('settings', 'routes/admin/settings.tsx'),
    route('menu', 'routes/admin/menu.tsx'),
    route('legal', 'routes/admin/legal.tsx'),
    route('team', 'routes/admin/team.tsx'),
    route('categories', 'routes/admin/categories.tsx'),
    route('brands', 'routes/admin/brands.tsx'),
    route('stock', 'routes/admin/stock.tsx'),
    route('audit-log', 'routes/admin/audit-log.tsx'),
    route('products', 'routes/admin/products.tsx'),
    route('products/new', 'routes/admin/products.new.tsx'),
    route('products/:productId', 'routes/admin/products.$productId.tsx'),
    route('imports', 'routes/admin/imports.tsx'),
    route('imports/upload', 'routes/admin/imports.upload.tsx'),
    route('imports/export.csv', 'routes/admin/imports.export.tsx'),
    route('imports/:id', 'routes/admin/imports.$id.tsx'),
    route('imports/:id/errors.csv', 'routes/admin/imports.$id.errors.tsx'),
    route('products/bulk-edit', 'routes/admin/bulk-edit.tsx'),
    route('orders', 'routes/admin/orders.tsx'),
    route('orders/new', 'routes/admin/orders.new.tsx'),
    route('orders/bulk', 'routes/admin/orders.bulk.tsx'),
    route('orders/:orderId', 'routes/admin/orders.$orderId.tsx'),
    route('orders/:orderId/edit', 'routes/admin/orders.$orderId.edit.tsx'),
  ]),
  // The platform operator's console: on the platform host only (a 404 on a store's host).
  route('operator', 'routes/operator/layout.tsx', [
    index('routes/operator/stores.tsx'),
    route('login', 'routes/operator/login.tsx'),
    route('logout', 'routes/operator/logout.tsx'),
  ]),
  // A store page from configuration, else the not-found page with status 404.
  route('*', 'routes/store-page.tsx'),
] satisfies RouteConfig;
