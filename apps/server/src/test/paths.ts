/**
 * Server paths that no contract endpoint describes, named for the tests that call them (the lint
 * rule for test files refuses literal API paths; contract calls take theirs from the endpoint).
 */

/** The root every API path is under. */
export const API_ROOT = '/api';
/** Under the API root, but no route: the catalogue 404. */
export const UNKNOWN_API_PATH = `${API_ROOT}/nope`;
/** The API documentation UI and its OpenAPI document. */
export const API_DOCS = `${API_ROOT}/docs`;
export const API_DOCS_JSON = `${API_DOCS}/json`;
