/**
 * `@robot/contracts/client`: what the web app needs at run time without zod. Importing the whole
 * contract builds every schema, which cost the browser's start-up; here are the endpoints' routes
 * (method, path, success code, typed from the schemas: client-routes.ts), the error catalogue, the
 * limits and the rules both sides check. Schemas (for the forms that validate with them) come from
 * `@robot/contracts` itself, or `@robot/contracts/chat` for the chat page's stream events (that
 * builds the chat's schemas only, not every feature's). client-routes.test.ts checks that nothing here imports zod.
 */
export * from './errors.ts';
export * from './limits.ts';
export * from './endpoint.ts';
export * from './display-text.ts';
export * from './file-rules.ts';
export * from './robot-rules.ts';
export * from './chat-rules.ts';
export * from './advice-rules.ts';
export * from './directory-rules.ts';
export * from './client-routes.ts';
