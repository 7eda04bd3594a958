/** TanStack Query keys of the contact feature: the caller's own requests sit under `mine`. */
export const contactKeys = {
  all: ['contact'] as const,
  mine: ['contact', 'mine'] as const,
};
