/**
 * Where the shell routes the manager site's orders list (shell/src/config/routes.ts
 * `managerOrders`) and each order page (`/{shop}/{order_id}`).
 */
export function managerOrdersPath(shopSlug: string): string {
  return `/${shopSlug}/tienda/pedidos`;
}

export function managerOrderPagePath(shopSlug: string, orderId: string): string {
  return `/${shopSlug}/${orderId}`;
}

/** The owner's analytics summary (shell/src/config/routes.ts `managerSummary`). */
export function shopSummaryPath(shopSlug: string): string {
  return `/${shopSlug}/tienda/resumen`;
}
