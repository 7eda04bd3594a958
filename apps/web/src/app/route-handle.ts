/** Per-route metadata (the product spec's route table): which header, and whether login is needed. */
export interface RouteHandle {
  header?: 'full' | 'detail' | 'assistant' | 'none';
  requiresAuth?: boolean;
  /** Who may open the route; without 'user' only superusers (the admin area). */
  roles?: readonly ('superuser' | 'user')[];
}
