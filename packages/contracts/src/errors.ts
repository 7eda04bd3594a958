/**
 * The error catalogue of docs/api.md. Every error the server answers is one of these codes, and the
 * HTTP status always matches the code's class so that proxies and logs see the failure too.
 */
export const ErrorCode = {
  invalidInput: 10400,
  invalidToken: 10401,
  creditsNotEnough: 10402,
  forbidden: 10403,
  notFound: 10404,
  conflict: 10409,
  incorrectCredentials: 10410,
  smsCodeInvalid: 10411,
  tooLarge: 10413,
  unsupportedFile: 10415,
  tooManyRequests: 10429,
  serverError: 10500,
  upstreamFailed: 10502,
  unavailable: 10503,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

export const httpStatusOf: Record<ErrorCodeValue, number> = {
  10400: 400,
  10401: 401,
  10402: 402,
  10403: 403,
  10404: 404,
  10409: 409,
  10410: 400,
  10411: 400,
  10413: 413,
  10415: 415,
  10429: 429,
  10500: 500,
  10502: 502,
  10503: 503,
};

/** msg keys; the web app translates them (locales: errors.*). */
export const ErrorKey = {
  invalidInput: 'errors.invalidInput',
  messageEmpty: 'errors.messageEmpty',
  passwordTooCommon: 'errors.passwordTooCommon',
  invalidToken: 'errors.invalidToken',
  creditsNotEnough: 'errors.creditsNotEnough',
  forbidden: 'errors.forbidden',
  pageNotFound: 'errors.pageNotFound',
  robotNotFound: 'errors.robotNotFound',
  contactNotFound: 'errors.contactNotFound',
  aiToolNotFound: 'errors.aiToolNotFound',
  articleNotFound: 'errors.articleNotFound',
  xkyNotFound: 'errors.xkyNotFound',
  conversationNotFound: 'errors.conversationNotFound',
  sessionNotFound: 'errors.sessionNotFound',
  userExists: 'errors.userExists',
  aiToolExists: 'errors.aiToolExists',
  incorrectCredentials: 'errors.incorrectCredentials',
  smsCodeInvalid: 'errors.smsCodeInvalid',
  fileTooLarge: 'errors.fileTooLarge',
  textTooLong: 'errors.textTooLong',
  unsupportedFile: 'errors.unsupportedFile',
  tooManyRequests: 'errors.tooManyRequests',
  smsTooMany: 'errors.smsTooMany',
  adviceQuotaExceeded: 'errors.adviceQuotaExceeded',
  robotQuotaExceeded: 'errors.robotQuotaExceeded',
  knowledgeQuotaExceeded: 'errors.knowledgeQuotaExceeded',
  uploadQuotaExceeded: 'errors.uploadQuotaExceeded',
  databaseError: 'errors.databaseError',
  saveFailed: 'errors.saveFailed',
  upstreamFailed: 'errors.upstreamFailed',
  smsSendFailed: 'errors.smsSendFailed',
  wechatTokenFailure: 'errors.wechatTokenFailure',
  signatureFailed: 'errors.signatureFailed',
  modelNotConfigured: 'errors.modelNotConfigured',
} as const;

export type ErrorKeyValue = (typeof ErrorKey)[keyof typeof ErrorKey];

/** Which code each msg key travels with. */
export const codeOfKey: Record<ErrorKeyValue, ErrorCodeValue> = {
  'errors.invalidInput': 10400,
  'errors.messageEmpty': 10400,
  'errors.passwordTooCommon': 10400,
  'errors.invalidToken': 10401,
  'errors.creditsNotEnough': 10402,
  'errors.forbidden': 10403,
  'errors.pageNotFound': 10404,
  'errors.robotNotFound': 10404,
  'errors.contactNotFound': 10404,
  'errors.aiToolNotFound': 10404,
  'errors.articleNotFound': 10404,
  'errors.xkyNotFound': 10404,
  'errors.conversationNotFound': 10404,
  'errors.sessionNotFound': 10404,
  'errors.userExists': 10409,
  'errors.aiToolExists': 10409,
  'errors.incorrectCredentials': 10410,
  'errors.smsCodeInvalid': 10411,
  'errors.fileTooLarge': 10413,
  'errors.textTooLong': 10413,
  'errors.unsupportedFile': 10415,
  'errors.tooManyRequests': 10429,
  'errors.smsTooMany': 10429,
  'errors.adviceQuotaExceeded': 10429,
  'errors.robotQuotaExceeded': 10429,
  'errors.knowledgeQuotaExceeded': 10429,
  'errors.uploadQuotaExceeded': 10429,
  'errors.databaseError': 10500,
  'errors.saveFailed': 10500,
  'errors.upstreamFailed': 10502,
  'errors.smsSendFailed': 10503,
  'errors.wechatTokenFailure': 10503,
  'errors.signatureFailed': 10503,
  'errors.modelNotConfigured': 10503,
};

/** Reason keys carried in `data.fields` of a 10400 answer (locales: validation.*). */
export const FieldReason = {
  required: 'validation.required',
  tooShort: 'validation.tooShort',
  tooLong: 'validation.tooLong',
  invalidFormat: 'validation.invalidFormat',
  invalidValue: 'validation.invalidValue',
  tooMany: 'validation.tooMany',
} as const;

export type FieldReasonValue = (typeof FieldReason)[keyof typeof FieldReason];

export const isSuccessCode = (code: number): boolean =>
  code === 200 || code === 201 || code === 204;
