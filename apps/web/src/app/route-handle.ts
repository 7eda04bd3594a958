/** Per-route metadata (the product spec's route table): which header, and whether login is needed. */
export interface RouteHandle {
  header?: 'full' | 'detail' | 'assistant' | 'none';
  /**
   * The header's content spans the window instead of the site's centred column: for pages whose own
   * columns do (the chat's history sidebar and conversation), so the header lines up with them.
   */
  wideHeader?: boolean;
  requiresAuth?: boolean;
  /** Who may open the route; without 'user' only superusers (the admin area). */
  roles?: readonly ('superuser' | 'user')[];
}
