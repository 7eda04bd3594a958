// Generated from the endpoints of this package by `npm run generate -w packages/contracts`
// (scripts/client-routes.ts); client-routes.test.ts fails when it is out of date. Do not edit.
import type * as contract from './index.ts';
import type { RoutesOf } from './endpoint.ts';

export const accountApi: RoutesOf<typeof contract.accountApi> = {
  passwordChange: { method: 'POST', path: '/api/user/password/change' },
  sessions: { method: 'GET', path: '/api/user/sessions' },
  sessionRevoke: { method: 'POST', path: '/api/user/session/revoke' },
  logoutAll: { method: 'POST', path: '/api/user/logout/all' },
};

export const adminApi: RoutesOf<typeof contract.adminApi> = {
  stats: { method: 'GET', path: '/api/admin/stats' },
  users: { method: 'GET', path: '/api/admin/users' },
  user: { method: 'GET', path: '/api/admin/user/{uuid}' },
  userUpdate: { method: 'POST', path: '/api/admin/user/update' },
  creditsGrant: { method: 'POST', path: '/api/admin/credits/grant' },
  conversations: { method: 'GET', path: '/api/admin/conversations' },
  conversation: { method: 'GET', path: '/api/admin/conversation/{id}' },
  conversationDelete: { method: 'POST', path: '/api/admin/conversation/delete' },
  content: { method: 'GET', path: '/api/admin/content' },
  contentUpdate: { method: 'POST', path: '/api/admin/content/update' },
  contentDelete: { method: 'POST', path: '/api/admin/content/delete' },
  requirements: { method: 'GET', path: '/api/admin/requirements' },
  requirementUpdate: { method: 'POST', path: '/api/admin/requirement/update' },
  logs: { method: 'GET', path: '/api/admin/logs' },
  config: { method: 'GET', path: '/api/admin/config' },
  configChange: { method: 'POST', path: '/api/admin/config' },
};

export const adminModelsApi: RoutesOf<typeof contract.adminModelsApi> = {
  models: { method: 'GET', path: '/api/admin/models' },
  modelsChange: { method: 'POST', path: '/api/admin/models' },
  plugins: { method: 'GET', path: '/api/admin/plugins' },
  pluginsChange: { method: 'POST', path: '/api/admin/plugins' },
};

export const adviceApi: RoutesOf<typeof contract.adviceApi> = {
  timesGet: { method: 'GET', path: '/api/advice/times/get/{userUUID}' },
  robotName: { method: 'POST', path: '/api/advice/robot/name' },
  robotIntro: { method: 'POST', path: '/api/advice/robot/intro' },
  robotGuidence: { method: 'POST', path: '/api/advice/robot/guidence' },
  robotPrompt: { method: 'POST', path: '/api/advice/robot/prompt' },
};

export const aiToolApi: RoutesOf<typeof contract.aiToolApi> = {
  submit: { method: 'POST', path: '/api/aitool/submit', successCode: 201 },
  editing: { method: 'POST', path: '/api/aitool/editing' },
  detail: { method: 'GET', path: '/api/aitool/detail/{uuid}' },
  search: { method: 'GET', path: '/api/aitool/search' },
  category: { method: 'GET', path: '/api/aitool/category' },
  favorite: { method: 'POST', path: '/api/aitool/favorite' },
  favorites: { method: 'GET', path: '/api/aitool/favorites/get' },
  mine: { method: 'GET', path: '/api/aitool/mine' },
  watch: { method: 'POST', path: '/api/aitool/watch/{uuid}' },
  flags: { method: 'POST', path: '/api/aitool/flags' },
  hot: { method: 'GET', path: '/api/aitool/hot/get' },
  featured: { method: 'GET', path: '/api/aitool/featured/get' },
};

export const articleApi: RoutesOf<typeof contract.articleApi> = {
  submit: { method: 'POST', path: '/api/article/submit', successCode: 201 },
  editing: { method: 'POST', path: '/api/article/editing' },
  detail: { method: 'GET', path: '/api/article/detail/{uuid}' },
  search: { method: 'GET', path: '/api/article/search' },
  category: { method: 'GET', path: '/api/article/category' },
  favorite: { method: 'POST', path: '/api/article/favorite' },
  favorites: { method: 'GET', path: '/api/article/favorites/get' },
  mine: { method: 'GET', path: '/api/article/mine' },
  watch: { method: 'POST', path: '/api/article/watch/{uuid}' },
  flags: { method: 'POST', path: '/api/article/flags' },
};

export const chatApi: RoutesOf<typeof contract.chatApi> = {
  stream: { method: 'POST', path: '/api/stream/chat' },
  chat: { method: 'POST', path: '/api/chat' },
  conversations: { method: 'GET', path: '/api/chat/conversations' },
  conversation: { method: 'GET', path: '/api/chat/conversation/{id}' },
  rename: { method: 'POST', path: '/api/chat/conversation/rename' },
  delete: { method: 'POST', path: '/api/chat/conversation/delete' },
  models: { method: 'GET', path: '/api/chat/models' },
};

export const creditApi: RoutesOf<typeof contract.creditApi> = {
  userGet: { method: 'GET', path: '/api/credit/user/get' },
};

export const dictApi: RoutesOf<typeof contract.dictApi> = {
  robotCategories: { method: 'GET', path: '/api/dict/category/robot' },
};

export const directoryApis: RoutesOf<typeof contract.directoryApis> = {
  aitool: {
    submit: { method: 'POST', path: '/api/aitool/submit', successCode: 201 },
    editing: { method: 'POST', path: '/api/aitool/editing' },
    detail: { method: 'GET', path: '/api/aitool/detail/{uuid}' },
    search: { method: 'GET', path: '/api/aitool/search' },
    category: { method: 'GET', path: '/api/aitool/category' },
    favorite: { method: 'POST', path: '/api/aitool/favorite' },
    favorites: { method: 'GET', path: '/api/aitool/favorites/get' },
    mine: { method: 'GET', path: '/api/aitool/mine' },
    watch: { method: 'POST', path: '/api/aitool/watch/{uuid}' },
    flags: { method: 'POST', path: '/api/aitool/flags' },
    hot: { method: 'GET', path: '/api/aitool/hot/get' },
    featured: { method: 'GET', path: '/api/aitool/featured/get' },
  },
  article: {
    submit: { method: 'POST', path: '/api/article/submit', successCode: 201 },
    editing: { method: 'POST', path: '/api/article/editing' },
    detail: { method: 'GET', path: '/api/article/detail/{uuid}' },
    search: { method: 'GET', path: '/api/article/search' },
    category: { method: 'GET', path: '/api/article/category' },
    favorite: { method: 'POST', path: '/api/article/favorite' },
    favorites: { method: 'GET', path: '/api/article/favorites/get' },
    mine: { method: 'GET', path: '/api/article/mine' },
    watch: { method: 'POST', path: '/api/article/watch/{uuid}' },
    flags: { method: 'POST', path: '/api/article/flags' },
  },
  xky: {
    submit: { method: 'POST', path: '/api/xky/submit', successCode: 201 },
    editing: { method: 'POST', path: '/api/xky/editing' },
    detail: { method: 'GET', path: '/api/xky/detail/{uuid}' },
    search: { method: 'GET', path: '/api/xky/search' },
    category: { method: 'GET', path: '/api/xky/category' },
    favorite: { method: 'POST', path: '/api/xky/favorite' },
    favorites: { method: 'GET', path: '/api/xky/favorites/get' },
    mine: { method: 'GET', path: '/api/xky/mine' },
    watch: { method: 'POST', path: '/api/xky/watch/{uuid}' },
    flags: { method: 'POST', path: '/api/xky/flags' },
  },
};

export const filesApi: RoutesOf<typeof contract.filesApi> = {
  extractFile: { method: 'POST', path: '/api/extract/file' },
  uploadImage: { method: 'POST', path: '/api/upload/image' },
  confirmUpload: { method: 'POST', path: '/api/upload/confirm' },
  signature: { method: 'GET', path: '/api/aitool/signature' },
};

export const monitorApi: RoutesOf<typeof contract.monitorApi> = {
  errorAlert: { method: 'POST', path: '/api/monitor/error/alert' },
  health: { method: 'GET', path: '/api/health' },
  live: { method: 'GET', path: '/api/health/live' },
  ready: { method: 'GET', path: '/api/health/ready' },
};

export const robotApi: RoutesOf<typeof contract.robotApi> = {
  newOrUpdate: { method: 'POST', path: '/api/robot/new_or_update', successCode: 201 },
  get: { method: 'GET', path: '/api/robot/get/{uuid}' },
  detailSimple: { method: 'GET', path: '/api/robot/detail/simple/{uuid}' },
  promptGet: { method: 'GET', path: '/api/robot/prompt/get/{uuid}' },
  promptUpdate: { method: 'POST', path: '/api/robot/prompt/update' },
  delete: { method: 'POST', path: '/api/robot/delete/{uuid}' },
  search: { method: 'GET', path: '/api/robot/search' },
  hot: { method: 'GET', path: '/api/robot/hot/get' },
  mine: { method: 'GET', path: '/api/robot/mine' },
  favorite: { method: 'POST', path: '/api/robot/favorite' },
  favoritesGet: { method: 'GET', path: '/api/robot/favorites/get' },
};

export const socialApi: RoutesOf<typeof contract.socialApi> = {
  weChatConfig: { method: 'GET', path: '/api/social/wechat/getWeChatConfig' },
};

export const usageApi: RoutesOf<typeof contract.usageApi> = {
  usage: { method: 'GET', path: '/api/user/usage' },
  siteSettings: { method: 'GET', path: '/api/site/settings' },
};

export const userApi: RoutesOf<typeof contract.userApi> = {
  register: { method: 'POST', path: '/api/user/register', successCode: 201 },
  login: { method: 'POST', path: '/api/user/login' },
  smsSend: { method: 'POST', path: '/api/user/sms/send/{phone}' },
  smsLogin: { method: 'POST', path: '/api/user/login/sms' },
  logout: { method: 'POST', path: '/api/user/logout' },
  info: { method: 'GET', path: '/api/user/info' },
  contacts: { method: 'GET', path: '/api/user/contacts' },
  contact: { method: 'GET', path: '/api/user/contact/{id}' },
  requirementCreate: { method: 'POST', path: '/api/user/requirement/create', successCode: 201 },
};

export const xkyApi: RoutesOf<typeof contract.xkyApi> = {
  submit: { method: 'POST', path: '/api/xky/submit', successCode: 201 },
  editing: { method: 'POST', path: '/api/xky/editing' },
  detail: { method: 'GET', path: '/api/xky/detail/{uuid}' },
  search: { method: 'GET', path: '/api/xky/search' },
  category: { method: 'GET', path: '/api/xky/category' },
  favorite: { method: 'POST', path: '/api/xky/favorite' },
  favorites: { method: 'GET', path: '/api/xky/favorites/get' },
  mine: { method: 'GET', path: '/api/xky/mine' },
  watch: { method: 'POST', path: '/api/xky/watch/{uuid}' },
  flags: { method: 'POST', path: '/api/xky/flags' },
};
