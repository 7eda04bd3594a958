// The web app's one way to talk to the API: JSON calls, event streams and uploads share the headers,
// the envelope, the error class and the error feedback.
export { ApiError, isApiError, TRANSPORT_ERROR_CODE } from './api-error.ts';
export { apiCall, type CallInput } from './client.ts';
export { apiStream, type StreamEnd, type StreamHandlers } from './stream.ts';
export { apiUpload, storageUpload, type UploadOptions } from './upload.ts';
export { errorReason, errorToastText, type FeedbackOptions } from './error-feedback.ts';
export { applyFieldErrors, fieldErrorsIn } from './field-errors.ts';
export { useApiMutation } from './use-api-mutation.ts';
