/** The texts the shell shows, in one language. */
export interface ShellTexts {
  siteName: string;
  heroEyebrow: string;
  heroTitle: string;
  heroSubtitle: string;
  squareTitle: string;
  squareSubtitle: string;
  aiToolTitle: string;
  aiToolSubtitle: string;
  aiToolFeatured: string;
  /** the articles' list (/article-list): its title and the line under it (directories `article.*`) */
  articleTitle: string;
  articleSubtitle: string;
  /** /xky's opening: the store system's eyebrow, title and description (xky `showcase.*`) */
  xkyEyebrow: string;
  xkyTitle: string;
  xkyDescription: string;
  /** /contact's title and the line under it (contact `page.*`) */
  contactTitle: string;
  contactSubtitle: string;
  /** /login's way back home, its title (with the site name) and the line under it (auth `page.*`) */
  loginBack: string;
  loginTitle: string;
  loginSubtitle: string;
  /** a card's "by {{name}}" line */
  cardBy: string;
  cardNoSummary: string;
  /** an item page's "Shared by {{name}}", the name when it has none, and "Updated {{date}}" */
  itemOwner: string;
  itemUnknownOwner: string;
  itemUpdated: string;
}

type Language = 'zh-CN' | 'en-US';

export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The robot mark (the drawing of components/brand-logo.tsx), primary from CSS, `size` px square. */
const brandMark = (size: number): string =>
  `<svg width="${size}" height="${size}" viewBox="0 0 64 64" aria-hidden="true" focusable="false">` +
  '<rect width="64" height="64" rx="14" fill="var(--rs-shell-primary)"/>' +
  '<line x1="32" y1="9" x2="32" y2="16" stroke="#fff" stroke-width="3" stroke-linecap="round"/>' +
  '<circle cx="32" cy="8" r="3.5" fill="#c7d2fe"/>' +
  '<rect x="13" y="17" width="38" height="30" rx="10" fill="#fff"/>' +
  '<circle cx="25" cy="31" r="4.5" fill="var(--rs-shell-primary)"/>' +
  '<circle cx="39" cy="31" r="4.5" fill="var(--rs-shell-primary)"/>' +
  '<path d="M25 40h14" stroke="var(--rs-shell-primary)" stroke-width="3" stroke-linecap="round"/>' +
  '<rect x="20" y="50" width="24" height="5" rx="2.5" fill="#c7d2fe"/></svg>';

/** The header's mark. */
const BRAND_MARK = brandMark(32);

/** One element per language; the stylesheet shows the one of `<html lang>`. */
const both = (
  texts: Record<Language, ShellTexts>,
  render: (t: ShellTexts) => string,
  tag: string,
  className: string,
): string =>
  (['zh-CN', 'en-US'] as const)
    .map(
      (language) =>
        `<${tag} class="${className}" lang="${language}">${escapeHtml(render(texts[language]))}</${tag}>`,
    )
    .join('');

/** A list page's opening: its title and the line under it, as robot-list and directory-list lay it out. */
const listHead = (
  texts: Record<Language, ShellTexts>,
  route: string,
  title: (t: ShellTexts) => string,
  subtitle: (t: ShellTexts) => string,
  more = '',
): string =>
  `<div class="rs-shell-page rs-shell-list" data-route="${route}">` +
  both(texts, title, 'div', 'rs-shell-list__title') +
  both(texts, subtitle, 'div', 'rs-shell-list__subtitle') +
  more +
  '</div>';

/**
 * The AI tools' featured row, under the room the list's controls take (toolbar, search, sort,
 * categories): its cards are written in by the boot script from its early read of the featured
 * tools (as text), so a card's summary paints before the app's code has run.
 */
const featuredRow = (texts: Record<Language, ShellTexts>): string =>
  '<div class="rs-shell-tools__controls"></div><div class="rs-shell-tools__featured">' +
  '<div class="rs-shell-tools__heading"><span class="rs-shell-tools__star"></span>' +
  both(texts, (t) => t.aiToolFeatured, 'span', 'rs-shell-tools__heading-text') +
  '</div><div class="rs-shell-tools__row" data-rs-cards></div></div>';

/**
 * The articles' list (/article-list): under the room of the list's controls and its count, the
 * grid's first row of cards, written in by the boot script from its early read of the list (the
 * cover, the title, the author and the excerpt, as text), so the first cover, the page's largest
 * paint, comes before the app's code has run.
 */
const articleCards =
  '<div class="rs-shell-tools__controls"></div><div class="rs-shell-arts" data-rs-cards></div>';

/**
 * The chat page's frame (history column on a desktop, the robot's bar, the welcome): the robot's
 * name and intro are written in by the boot script (`data-rs-fill`, as text) once its early read of
 * the robot answers, so the welcome's intro paints before the app's code has run.
 */
const chat =
  '<div class="rs-shell-page rs-shell-chat" data-route="chat"><div class="rs-shell-chat__side"></div>' +
  '<div class="rs-shell-chat__main"><div class="rs-shell-chat__bar"><span class="rs-shell-chat__dot"></span>' +
  '<div class="rs-shell-chat__id"><div class="rs-shell-chat__id-name" data-rs-fill="name"></div>' +
  '<div class="rs-shell-chat__id-intro" data-rs-fill="intro"></div></div></div>' +
  '<div class="rs-shell-chat__welcome"><span class="rs-shell-chat__portrait"></span>' +
  '<div class="rs-shell-chat__title" data-rs-fill="name"></div>' +
  '<div class="rs-shell-chat__intro" data-rs-fill="intro"></div></div></div></div>';

/**
 * The robot's page (/robot-detail, what a shared link opens, and /robot-info): the head of its card
 * (portrait, name, the row of badges, intro), shown once the boot script has written the name and
 * intro in from its early read of the robot (`data-rs-fill`, as text), so the intro paints before the
 * app's code has run. /robot-info has the app's back button above the card: a row of its height.
 */
const detail =
  '<div class="rs-shell-page rs-shell-detail" data-route="detail"><div class="rs-shell-detail__back"></div>' +
  '<div class="rs-shell-detail__card"><span class="rs-shell-detail__portrait"></span>' +
  '<div class="rs-shell-detail__about"><div class="rs-shell-detail__name" data-rs-fill="name"></div>' +
  '<div class="rs-shell-detail__meta"></div><div class="rs-shell-detail__intro" data-rs-fill="intro"></div>' +
  '</div></div></div>';

/**
 * A directory item's page (an AI tool's, article's or application's, /…-detail and /…-info): the
 * head of its card, with the picture in the kind's shape (an AI tool's square icon beside the title,
 * or a cover over the card, its blurred copy behind it), the title and the summary. The boot script
 * writes the texts in as text and gives the pictures of the item's shape their address
 * (`data-rs-item`, `data-rs-img`) once its early read of the item answers. The rows the card shows
 * next (numbers, the actions) are kept free, so that it has its height from the start; the row of
 * categories, owner and date is drawn from the item and its kind's categories, as it wraps on a
 * phone.
 * /…-info has the app's back button above the card: a row of its height. Below the card, the text's
 * opening paragraph where the boot script can draw it as the page's renderer will (`lead`).
 */
const item =
  '<div class="rs-shell-page rs-shell-item" data-route="item"><div class="rs-shell-item__back"></div>' +
  '<div class="rs-shell-item__head"><div class="rs-shell-item__cover">' +
  '<div class="rs-shell-item__backdrop"><img alt="" data-rs-img="cover"></div>' +
  '<div class="rs-shell-item__picture"><img alt="" data-rs-img="cover"></div></div>' +
  '<div class="rs-shell-item__body"><div class="rs-shell-item__top">' +
  '<span class="rs-shell-item__icon"><img alt="" data-rs-img="square"></span>' +
  '<div class="rs-shell-item__about"><div class="rs-shell-item__title" data-rs-text="title"></div>' +
  '<div class="rs-shell-item__meta" data-rs-meta></div><div class="rs-shell-item__summary" data-rs-text="summary"></div>' +
  '<div class="rs-shell-item__stats"></div></div></div><div class="rs-shell-item__actions"></div></div></div>' +
  '<div class="rs-shell-item__text"><div class="rs-md-lead"><p data-rs-lead></p></div></div></div>';

/** A hero's words: the eyebrow, the title and the paragraph under it (`text`: its class's name). */
const opening = (
  texts: Record<Language, ShellTexts>,
  block: string,
  words: (t: ShellTexts) => [eyebrow: string, title: string, text: string],
  text: string,
): string =>
  both(texts, (t) => words(t)[0], 'span', `${block}__eyebrow`) +
  both(texts, (t) => words(t)[1], 'div', `${block}__title`) +
  both(texts, (t) => words(t)[2], 'p', `${block}__${text}`);

/**
 * The industry page (/xky): the store system's opening (eyebrow, title, description beside its
 * picture on a desktop, above it on a phone) inside the list page's frame; the picture's room is
 * kept, as the home hero keeps its art's. The description is the page's largest paint.
 */
const xky = (texts: Record<Language, ShellTexts>): string =>
  '<div class="rs-shell-page rs-shell-list" data-route="xky"><div class="rs-shell-xky">' +
  '<div class="rs-shell-xky__intro"><div>' +
  opening(
    texts,
    'rs-shell-xky',
    (t) => [t.xkyEyebrow, t.xkyTitle, t.xkyDescription],
    'description',
  ) +
  '</div><div class="rs-shell-xky__art"><span></span></div></div></div></div>';

/** The contact page (/contact): its title and the line under it, the page's largest paint. */
const contact = (texts: Record<Language, ShellTexts>): string =>
  '<div class="rs-shell-page rs-shell-contact" data-route="contact"><div class="rs-shell-contact__head">' +
  both(texts, (t) => t.contactTitle, 'div', 'rs-shell-contact__title') +
  both(texts, (t) => t.contactSubtitle, 'p', 'rs-shell-contact__subtitle') +
  '</div></div>';

/**
 * The sign-in page (/login): on a wide screen the card with its brand half (the colour only: the
 * app draws its picture and words inside) and, beside it, the way back home, the title and the line
 * under it; on a phone the same words, with the robot mark above the title, on the page's own
 * background. The title is the page's largest paint. The tabs and forms below are the app's.
 */
const login = (texts: Record<Language, ShellTexts>): string =>
  '<div class="rs-shell-page rs-shell-login" data-route="login"><div class="rs-shell-login__card">' +
  '<div class="rs-shell-login__panel"></div><div class="rs-shell-login__main">' +
  '<div class="rs-shell-login__back"><span class="rs-shell-login__arrow"></span>' +
  both(texts, (t) => t.loginBack, 'span', 'rs-shell-login__back-text') +
  '</div>' +
  brandMark(40) +
  both(texts, (t) => t.loginTitle, 'div', 'rs-shell-login__title') +
  both(texts, (t) => t.loginSubtitle, 'p', 'rs-shell-login__subtitle') +
  '</div></div></div>';

/**
 * The markup of the app shell, placed after `<div id="root">`: hidden from assistive technology
 * (the app announces the real page), shown only until React has drawn the page (app-shell-style.ts).
 */
export function shellMarkup(texts: Record<Language, ShellTexts>): string {
  const home =
    '<div class="rs-shell-page rs-shell-hero" data-route="home"><div class="rs-shell-hero__inner">' +
    '<div class="rs-shell-hero__text">' +
    opening(
      texts,
      'rs-shell-hero',
      (t) => [t.heroEyebrow, t.heroTitle, t.heroSubtitle],
      'subtitle',
    ) +
    '</div><div class="rs-shell-hero__art"></div></div></div>';
  return (
    '<div id="rs-shell" aria-hidden="true">' +
    '<div class="rs-shell-header"><span class="rs-shell-header__menu"></span>' +
    `<span class="rs-shell-header__brand">${BRAND_MARK}` +
    both(texts, (t) => t.siteName, 'span', 'rs-shell-header__name') +
    '</span></div>' +
    home +
    listHead(
      texts,
      'square',
      (t) => t.squareTitle,
      (t) => t.squareSubtitle,
    ) +
    listHead(
      texts,
      'aitool',
      (t) => t.aiToolTitle,
      (t) => t.aiToolSubtitle,
      featuredRow(texts),
    ) +
    listHead(
      texts,
      'articles',
      (t) => t.articleTitle,
      (t) => t.articleSubtitle,
      articleCards,
    ) +
    xky(texts) +
    contact(texts) +
    login(texts) +
    chat +
    detail +
    item +
    '</div>'
  );
}
