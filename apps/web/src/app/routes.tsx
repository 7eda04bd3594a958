import { lazy, type ComponentType, type ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { AdminPage, RequireSuperuser } from '../features/admin/index.ts';
import { LoginPage, RequireAuth } from '../features/auth/index.ts';
import { AssistantPage, ChatPage } from '../features/chat/index.ts';
import {
  DirectoryDetailPage,
  DirectoryListPage,
  MyItemsPage,
} from '../features/directories/index.ts';
import {
  ForbiddenPage,
  NotFoundPage,
  RouteErrorPage,
  ToNotFound,
} from '../features/errors/index.ts';
import { RedirectPage } from '../features/redirect/index.ts';
import { XkyPage } from '../features/xky/index.ts';
import { RobotDetailPage, RobotListPage } from '../features/robots/index.ts';
import { withTexts } from '../lib/i18n/with-texts.ts';
import { paths, routePatterns } from '../lib/paths.ts';
import { AppLayout } from './layout/app-layout.tsx';
import type { RouteHandle } from './route-handle.ts';

/*
 * Every page is code-split: a visit downloads the shell (header, footer, providers) and the code of
 * the page it shows, and each other page when it is first opened. Each feature's index.ts exports its
 * pages as lazy components. Only the error page of a route that threw is bundled with the shell, since
 * it must show even when loading a page's chunk failed. Each page's texts beyond the core
 * namespaces download beside its code (withTexts, decision 037).
 */

/**
 * The landing, contact and about pages are built in their own features and found by file name, so
 * the shell builds and tests even before one of them lands (then it shows 404).
 */
const featurePages = import.meta.glob<Record<string, ComponentType>>(
  '../features/{home,contact,about}/*-page.tsx',
);
const pageIn = async (file: string, name: string): Promise<ComponentType> => {
  const load = featurePages[file];
  const mod = load ? await load() : undefined;
  return mod?.[name] ?? NotFoundPage;
};

/** The home page uses no antd, so a first visit of `/` loads none (decision 033). */
const HomePage = lazy(async () => ({
  default: await pageIn('../features/home/home-page.tsx', 'HomePage'),
}));
/** The contact page uses no antd either (round 37): a signed-in user's list of what they sent brings it. */
const loadContactPage = withTexts(['contact'], () =>
  pageIn('../features/contact/contact-page.tsx', 'ContactPage'),
);
const ContactPage = lazy(async () => ({ default: await loadContactPage() }));
/** The about page uses no antd either (decision 034). */
const loadAboutPage = withTexts(['about'], () =>
  pageIn('../features/about/about-page.tsx', 'AboutPage'),
);
const AboutPage = lazy(async () => ({ default: await loadAboutPage() }));

const roles = ['superuser', 'user'] as const;

/**
 * One route of the spec's table; requiresAuth wraps the page in the login guard, and roles without
 * 'user' in the superuser guard as well (visitors log in, users see the forbidden page).
 */
const route = (path: string, element: ReactElement, handle: RouteHandle = {}): RouteObject => {
  const guarded =
    handle.roles?.includes('user') === false ? (
      <RequireSuperuser>{element}</RequireSuperuser>
    ) : (
      element
    );
  return {
    path,
    element: handle.requiresAuth ? <RequireAuth>{guarded}</RequireAuth> : guarded,
    handle: { roles, ...handle } satisfies RouteHandle,
  };
};

const superuserOnly: RouteHandle = { requiresAuth: true, roles: ['superuser'] };

const detail: RouteHandle = { header: 'detail' };

/** Every route of product spec section 2. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      route(paths.home, <HomePage />),
      route(paths.homeAlias, <HomePage />),
      route(paths.login, <LoginPage />),
      route(paths.robotList, <RobotListPage />),
      route(routePatterns.robotDetail, <RobotDetailPage variant="share" />, detail),
      route(routePatterns.robotInfo, <RobotDetailPage variant="info" />),
      route(paths.articleList, <DirectoryListPage kind="article" />),
      route(
        routePatterns.articleDetail,
        <DirectoryDetailPage kind="article" variant="share" />,
        detail,
      ),
      route(routePatterns.articleInfo, <DirectoryDetailPage kind="article" variant="info" />),
      route(paths.myArticleList, <MyItemsPage kind="article" />, { requiresAuth: true }),
      route(paths.xky, <XkyPage />),
      route(routePatterns.xkyDetail, <DirectoryDetailPage kind="xky" variant="share" />, detail),
      route(routePatterns.xkyInfo, <DirectoryDetailPage kind="xky" variant="info" />),
      route(paths.aiToolList, <DirectoryListPage kind="aitool" />),
      route(
        routePatterns.aiToolDetail,
        <DirectoryDetailPage kind="aitool" variant="share" />,
        detail,
      ),
      route(routePatterns.aiToolInfo, <DirectoryDetailPage kind="aitool" variant="info" />),
      route(paths.myAiToolList, <MyItemsPage kind="aitool" />, { requiresAuth: true }),
      route(paths.assistant, <AssistantPage />, {
        requiresAuth: true,
        header: 'assistant',
        wideHeader: true,
      }),
      route(routePatterns.chat, <ChatPage />, { requiresAuth: true, wideHeader: true }),
      route(paths.contact, <ContactPage />),
      route(paths.aboutUs, <AboutPage />),
      route(routePatterns.redirect, <RedirectPage />),
      route(routePatterns.admin, <AdminPage />, superuserOnly),
      route(paths.forbidden, <ForbiddenPage />),
      route(paths.notFound, <NotFoundPage />),
      { path: '*', element: <ToNotFound /> },
    ],
  },
];
