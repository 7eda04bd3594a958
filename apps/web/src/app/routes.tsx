import { lazy, type ComponentType, type ReactElement } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { ComingSoonPage, type ComingSection } from '../features/coming-soon/coming-soon-page.tsx';
import { ForbiddenPage } from '../features/errors/forbidden-page.tsx';
import { NotFoundPage } from '../features/errors/not-found-page.tsx';
import { RouteErrorPage } from '../features/errors/route-error-page.tsx';
import { LoginPage } from '../features/auth/login-page.tsx';
import { RequireAuth } from '../features/auth/require-auth.tsx';
import { RedirectPage } from '../features/redirect/redirect-page.tsx';
import { paths, routePatterns } from '../lib/paths.ts';
import { AppLayout } from './layout/app-layout.tsx';
import type { RouteHandle } from './route-handle.ts';

/**
 * The landing, contact and about pages are built in their own features; they are code-split and found
 * by file name, so the shell builds and tests even before one of them lands (then it shows 404).
 */
const featurePages = import.meta.glob<Record<string, ComponentType>>(
  '../features/{home,contact,about}/*-page.tsx',
);
const featurePage = (file: string, name: string) =>
  lazy(async () => {
    const load = featurePages[file];
    const mod = load ? await load() : undefined;
    return { default: mod?.[name] ?? NotFoundPage };
  });

const HomePage = featurePage('../features/home/home-page.tsx', 'HomePage');
const ContactPage = featurePage('../features/contact/contact-page.tsx', 'ContactPage');
const AboutPage = featurePage('../features/about/about-page.tsx', 'AboutPage');

const RobotListPage = lazy(async () => ({
  default: (await import('../features/robots/browse/robot-list-page.tsx')).RobotListPage,
}));
const RobotDetailPage = lazy(async () => ({
  default: (await import('../features/robots/browse/robot-detail-page.tsx')).RobotDetailPage,
}));

const ChatPage = lazy(async () => ({
  default: (await import('../features/chat/chat-page.tsx')).ChatPage,
}));
const AssistantPage = lazy(async () => ({
  default: (await import('../features/chat/assistant-page.tsx')).AssistantPage,
}));

const roles = ['superuser', 'user'] as const;

/** One route of the spec's table; requiresAuth wraps the page in the login guard. */
const route = (path: string, element: ReactElement, handle: RouteHandle = {}): RouteObject => ({
  path,
  element: handle.requiresAuth ? <RequireAuth>{element}</RequireAuth> : element,
  handle: { roles, ...handle } satisfies RouteHandle,
});

const soon = (section: ComingSection) => <ComingSoonPage section={section} />;
const detail: RouteHandle = { header: 'detail' };

/** Every route of product spec section 2. Sections of later issues show their coming-soon page. */
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
      route(paths.articleList, soon('articles')),
      route(routePatterns.articleDetail, soon('articles'), detail),
      route(routePatterns.articleInfo, soon('articles')),
      route(paths.myArticleList, soon('myArticles'), { requiresAuth: true }),
      route(paths.xky, soon('xky')),
      route(routePatterns.xkyDetail, soon('xky'), detail),
      route(routePatterns.xkyInfo, soon('xky')),
      route(paths.aiToolList, soon('aiTools')),
      route(routePatterns.aiToolDetail, soon('aiTools'), detail),
      route(routePatterns.aiToolInfo, soon('aiTools')),
      route(paths.myAiToolList, soon('myAiTools'), { requiresAuth: true }),
      route(paths.assistant, <AssistantPage />, { requiresAuth: true, header: 'assistant' }),
      route(routePatterns.chat, <ChatPage />, { requiresAuth: true }),
      route(paths.contact, <ContactPage />),
      route(paths.aboutUs, <AboutPage />),
      route(routePatterns.redirect, <RedirectPage />),
      route(paths.forbidden, <ForbiddenPage />),
      route(paths.notFound, <NotFoundPage />),
      { path: '*', element: <Navigate to={paths.notFound} replace /> },
    ],
  },
];
