/** Per-route metadata (the product spec's route table): which header, and whether login is needed. */
export interface RouteHandle {
  header?: 'full' | 'detail' | 'assistant' | 'none';
  requiresAuth?: boolean;
  /** Every route carries both roles; none restricts by role (spec section 6). */
  roles?: readonly ('superuser' | 'user')[];
}
